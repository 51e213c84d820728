import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { LayoutCustomization } from '@/components/admin/store/layout-customization';
import { useTemplateEditor } from '@/components/admin/store/use-template-editor';
import { variantPageTemplate } from '@/lib/schemas/templates';
import { defaultPageTemplates } from '@/lib/templates';
import { answer } from './admin-support';

function Editor() {
  const editor = useTemplateEditor();
  return <LayoutCustomization editor={editor} pageType="home" onPageType={() => {}} styleEditors={null} />;
}

let componentAnswer: (value: unknown) => void;

beforeEach(() => {
  global.fetch = jest.fn((url: string, init?: RequestInit) => {
    if (url === '/api/templates' && (!init?.method || init.method === 'GET'))
      return Promise.resolve(answer(200, { pageTemplates: defaultPageTemplates() }));
    return new Promise((resolve) => (componentAnswer = resolve));
  }) as unknown as typeof fetch;
});

async function openComponents() {
  render(<Editor />);
  fireEvent.click(await screen.findByRole('tab', { name: 'Components' }));
  return screen.findByRole('checkbox', { name: 'Newsletter' });
}

describe('Component visibility', () => {
  it('hides the component at once and saves it at once', async () => {
    const newsletter = await openComponents();
    expect(newsletter).toBeChecked();
    fireEvent.click(newsletter);
    // Applied before the api has answered.
    expect(newsletter).not.toBeChecked();
    const [url, init] = (global.fetch as jest.Mock).mock.calls.at(-1);
    expect(url).toBe('/api/templates/home/components/newsletter');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(init.body)).toEqual({ templateId: 'Classic', visible: false });
    const saved = defaultPageTemplates().find((page) => page.pageType === 'home')!;
    await act(async () => componentAnswer(answer(200, saved)));
    expect(newsletter).not.toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('writes the variant on screen: hiding a component of an unsaved Modern saves it to Modern', async () => {
    render(<Editor />);
    fireEvent.click(await screen.findByRole('radio', { name: /Modern/ }));
    fireEvent.click(screen.getByRole('tab', { name: 'Components' }));
    // Modern's own components are listed, not the saved Classic's.
    expect(screen.queryByRole('checkbox', { name: 'Testimonials' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Newsletter' }));
    const [url, init] = (global.fetch as jest.Mock).mock.calls.at(-1);
    expect(url).toBe('/api/templates/home/components/newsletter');
    expect(JSON.parse(init.body)).toEqual({ templateId: 'Modern', visible: false });
    const modern = variantPageTemplate('home', 'Modern')!;
    const saved = {
      ...modern,
      componentSettings: modern.componentSettings.map((c) =>
        c.componentId === 'newsletter' ? { ...c, visible: false } : c,
      ),
    };
    await act(async () => componentAnswer(answer(200, saved)));
    // What is shown is now what is saved: nothing waits.
    expect(screen.queryByText('You have unsaved changes')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Newsletter' })).not.toBeChecked();
  });

  it('puts the checkbox back and says "Failed to update component settings" when the save fails', async () => {
    const newsletter = await openComponents();
    fireEvent.click(newsletter);
    expect(newsletter).not.toBeChecked();
    await act(async () => componentAnswer(answer(500, { error: 'Internal error', code: 'INTERNAL' })));
    await waitFor(() => expect(newsletter).toBeChecked());
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to update component settings');
  });

  it('reverts when the api cannot be reached at all', async () => {
    const newsletter = await openComponents();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Hero' }));
    await act(async () =>
      componentAnswer(
        answer(502, { error: 'The store service is unavailable', code: 'UPSTREAM_UNAVAILABLE' }),
      ),
    );
    expect(screen.getByRole('checkbox', { name: 'Hero' })).toBeChecked();
    expect(newsletter).toBeChecked();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to update component settings');
  });
});

describe('Template variants', () => {
  it('choosing a variant marks unsaved changes; Save Changes saves the page and clears them', async () => {
    render(<Editor />);
    const modern = await screen.findByRole('radio', { name: /Modern/ });
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    fireEvent.click(modern);
    expect(modern).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText('You have unsaved changes')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    const [url, init] = (global.fetch as jest.Mock).mock.calls.at(-1);
    expect([url, init.method]).toEqual(['/api/templates/home', 'PUT']);
    const body = JSON.parse(init.body);
    expect(body.templateId).toBe('Modern');
    await act(async () => componentAnswer(answer(200, { pageType: 'home', ...body })));
    expect(screen.queryByText('You have unsaved changes')).not.toBeInTheDocument();
  });

  it('shows "Failed to save template changes" when the save is refused', async () => {
    render(<Editor />);
    fireEvent.click(await screen.findByRole('radio', { name: /Modern/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await act(async () => componentAnswer(answer(400, { error: 'bad', code: 'VALIDATION_ERROR' })));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to save template changes');
    expect(screen.getByText('You have unsaved changes')).toBeInTheDocument();
  });
});
