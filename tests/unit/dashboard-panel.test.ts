import { WORKSPACE_CONNECT_HREF } from '@/lib/admin-lists';
import { DASHBOARD_OPEN_PARAM, dashboardPanelOf } from '@/lib/constants/admin';

describe('the dashboard panel an address opens', () => {
  it('is the workspace for the lists’ Connect Notion link', () => {
    const url = new URL(WORKSPACE_CONNECT_HREF, 'https://demo.test');
    expect(url.pathname).toBe('/admin');
    expect(dashboardPanelOf(url.searchParams.get(DASHBOARD_OPEN_PARAM))).toBe('workspace');
    expect(url.hash).toBe('#dashboard-section-workspace');
  });

  it('is none for a missing, unknown or repeated value', () => {
    expect(dashboardPanelOf(undefined)).toBeNull();
    expect(dashboardPanelOf('settings')).toBeNull();
    expect(dashboardPanelOf(['workspace', 'backups'])).toBeNull();
  });
});
