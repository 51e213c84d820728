/**
 * The store screen's layouts on a slow connection: a layout chosen before the saved ones arrive is
 * not undone by their arrival.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { useTemplateEditor } from '@/components/admin/store/use-template-editor';
import { variantPageTemplate, type PageTemplate } from '@/lib/schemas/templates';

let answer: (templates: PageTemplate[]) => void = () => undefined;
jest.mock('@/lib/client/templates', () => ({
  fetchTemplates: () => new Promise((resolve) => (answer = resolve)),
  savePageTemplate: jest.fn(),
  updateTemplateComponent: jest.fn(),
}));

const saved = (name: string, customizations: Record<string, string>): PageTemplate => ({
  ...variantPageTemplate('productDetail', name)!,
  customizations,
});

it('keeps a layout chosen while the saved ones load, on the saved style, as an unsaved change', async () => {
  const { result } = renderHook(() => useTemplateEditor());
  expect(result.current.loading).toBe(true);

  act(() => result.current.selectVariant('productDetail', 'Modern Split'));
  await act(async () => answer([saved('Standard', { accent: '#123456' })]));

  await waitFor(() => expect(result.current.loading).toBe(false));
  expect(result.current.working.productDetail?.templateId).toBe('Modern Split');
  expect(result.current.working.productDetail?.customizations).toEqual({ accent: '#123456' });
  expect(result.current.saved.productDetail?.templateId).toBe('Standard');
  expect(result.current.isPending('productDetail')).toBe(true);
});

it('shows the saved layouts when nothing was chosen before they came', async () => {
  const { result } = renderHook(() => useTemplateEditor());
  await act(async () => answer([saved('Standard', {})]));
  await waitFor(() => expect(result.current.loading).toBe(false));
  expect(result.current.working.productDetail?.templateId).toBe('Standard');
  expect(result.current.isPending('productDetail')).toBe(false);
});
