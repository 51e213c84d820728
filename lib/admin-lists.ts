/**
 * The owner's catalog screens. Lists (customers, products) as the browser keeps them: their state lives in the
 * page's query string (`page`, `pageSize`, `q`, `sort`, `dir` and the list's own filters), so a
 * reload or Back shows the same page of the same search. The api reads the same names.
 */
import { DASHBOARD_OPEN_PARAM } from './constants/admin';
import { ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE_MAX } from './constants/admin';
import type { SortDirection } from './schemas/admin-list';

/** How long the search box waits after the last keystroke before it asks the api. */
export const LIST_SEARCH_DEBOUNCE_MS = 300;

/** The lists' texts (spec §2 and §8 name the states; their exact words are ours). */
export const LIST_MESSAGES = {
  loadFailed: 'This list could not be loaded. Please try again.',
  retry: 'Try again',
  noneYet: (things: string) => `No ${things} yet.`,
  noMatch: (things: string, q: string) => `No ${things} match “${q}”.`,
  clearSearch: 'Clear search',
  pastTheEnd: 'This page is past the end of the list.',
  firstPage: 'Go to the first page',
  showing: (from: number, to: number, total: number) => `${from}–${to} of ${total}`,
  pageOf: (page: number, totalPages: number) => `Page ${page} of ${Math.max(totalPages, 1)}`,
  workspaceNotConnectedHelp: (things: string) =>
    `Connect a Notion workspace to open your ${things} there with ‘View in workspace’.`,
  workspaceNoDatabase: (things: string) => `The Notion ${things} database is not configured.`,
  connectWorkspace: 'Connect Notion',
  chooseDatabases: 'Choose databases',
  viewInWorkspace: 'View in workspace',
  /** A row's own link: its visible words, then what it opens (for screen readers and voice control). */
  viewRowInWorkspace: (name: string) => `View in workspace: ${name}`,
  workspaceColumn: 'Workspace',
} as const;

/** The product editor's texts; the api's own refusals (409 and field errors) come with theirs. */
export const PRODUCT_MESSAGES = {
  loadFailed: 'This product could not be loaded. Please try again.',
  saveFailed: 'The product could not be saved. Please try again.',
  archiveFailed: 'The product could not be archived. Please try again.',
  imageFailed: 'The image could not be saved. Please try again.',
} as const;

/** Where the workspace connection is offered: the dashboard, its workspace section open and in view. */
export const WORKSPACE_CONNECT_HREF = `/admin?${DASHBOARD_OPEN_PARAM}=workspace#dashboard-section-workspace`;

/** A Notion database's or page's address in the workspace (Notion's ids, without their dashes). */
export const workspaceUrl = (notionId: string) => `https://www.notion.so/${notionId.replace(/-/g, '')}`;

export type ListState<S extends string> = {
  page: number;
  pageSize: number;
  q: string;
  sort: S;
  dir: SortDirection;
  /** The list's own yes/no filters (`archived=true`), by name. */
  filters: Record<string, string>;
};

export type ListDefaults<S extends string> = { sort: S; dir: SortDirection; filters?: readonly string[] };

function wholeNumber(value: string | null, min: number, max: number, fallback: number): number {
  if (value === null || !/^\d+$/.test(value)) return fallback;
  const number = Number(value);
  return number >= min && number <= max ? number : fallback;
}

/**
 * The list's state from a query string; anything the api would refuse falls back to its default,
 * so a hand-edited address still opens a list.
 */
export function readListState<S extends string>(
  params: URLSearchParams,
  sorts: readonly S[],
  defaults: ListDefaults<S>,
): ListState<S> {
  const sort = params.get('sort');
  const dir = params.get('dir');
  const filters: Record<string, string> = {};
  for (const name of defaults.filters ?? []) {
    const value = params.get(name);
    if (value === 'true' || value === 'false') filters[name] = value;
  }
  return {
    page: wholeNumber(params.get('page'), 1, 100_000, 1),
    pageSize: wholeNumber(params.get('pageSize'), 1, ADMIN_PAGE_SIZE_MAX, ADMIN_PAGE_SIZE),
    q: (params.get('q') ?? '').slice(0, 200),
    sort: sorts.includes(sort as S) ? (sort as S) : defaults.sort,
    dir: dir === 'asc' || dir === 'desc' ? dir : defaults.dir,
    filters,
  };
}

/** The query string for a state, without what equals the defaults (so the plain page stays plain). */
export function listQueryString<S extends string>(state: ListState<S>, defaults: ListDefaults<S>): string {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set('q', state.q.trim());
  if (state.sort !== defaults.sort || state.dir !== defaults.dir) {
    params.set('sort', state.sort);
    params.set('dir', state.dir);
  }
  for (const [name, value] of Object.entries(state.filters)) params.set(name, value);
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.pageSize !== ADMIN_PAGE_SIZE) params.set('pageSize', String(state.pageSize));
  return params.toString();
}

/** The api's query for a state: always explicit, so the request names exactly what it shows. */
export function listApiQuery<S extends string>(state: ListState<S>): string {
  const params = new URLSearchParams({
    page: String(state.page),
    pageSize: String(state.pageSize),
    sort: state.sort,
    dir: state.dir,
  });
  if (state.q.trim()) params.set('q', state.q.trim());
  for (const [name, value] of Object.entries(state.filters)) params.set(name, value);
  return params.toString();
}

/** A header click: a new column sorts ascending; the sorted column flips direction. */
export function nextSort<S extends string>(
  state: Pick<ListState<S>, 'sort' | 'dir'>,
  column: S,
): { sort: S; dir: SortDirection } {
  if (state.sort !== column) return { sort: column, dir: 'asc' };
  return { sort: column, dir: state.dir === 'asc' ? 'desc' : 'asc' };
}

/** The filters with `name` set to `value`, or without it when `value` is empty ("All"). */
export function withFilter(
  filters: Record<string, string>,
  name: string,
  value: string,
): Record<string, string> {
  const next = Object.fromEntries(Object.entries(filters).filter(([key]) => key !== name));
  return value ? { ...next, [name]: value } : next;
}
