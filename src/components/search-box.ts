/**
 * Browser side of SearchBox.astro: lazy-loads Pagefind on first focus or input, searches as the reader types
 * and lists results (title and excerpt) of the current language's index.
 */
import { formatMessage } from '../i18n/format';
import type { SearchKey } from './search-keys';

interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
}
interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string };
  /** The matching sections, by the heading anchors Pagefind found (the page's top has no '#'). */
  sub_results?: PagefindSubResult[];
}
interface PagefindResult {
  data(): Promise<PagefindResultData>;
}
interface Pagefind {
  options(options: { excerptLength?: number }): Promise<void>;
  init(): Promise<void>;
  debouncedSearch(query: string, options?: object, ms?: number): Promise<{ results: PagefindResult[] } | null>;
}

const MAX_RESULTS = 8;
/** Matching sections listed under a page's result. */
const MAX_SECTIONS = 3;

export function enhanceSearch(root: HTMLElement): void {
  const input = root.querySelector('input');
  const form = root.querySelector('form');
  const panel = root.querySelector<HTMLElement>('.search-panel');
  const status = root.querySelector<HTMLElement>('.search-status');
  const list = root.querySelector<HTMLUListElement>('.search-results');
  const url = root.dataset.pagefind;
  if (!input || !form || !panel || !status || !list || !url) return;
  const strings = JSON.parse(root.dataset.strings ?? '{}') as Record<SearchKey, string>;

  let pagefind: Promise<Pagefind> | undefined;
  const load = (): Promise<Pagefind> =>
    (pagefind ??= (import(/* @vite-ignore */ url) as Promise<Pagefind>).then(async (module) => {
      await module.options({ excerptLength: 24 });
      await module.init();
      return module;
    }));

  let ticket = 0;
  const clear = (): void => {
    ticket += 1;
    list.replaceChildren();
    status.textContent = '';
    panel.hidden = true;
  };

  const run = async (): Promise<void> => {
    const query = input.value.trim();
    if (query === '') return clear();
    const mine = ++ticket;
    panel.hidden = false;
    status.textContent = strings['search.loading'];
    try {
      const found = await (await load()).debouncedSearch(query, {}, 150);
      if (found === null || mine !== ticket) return;
      const shown = await Promise.all(found.results.slice(0, MAX_RESULTS).map((result) => result.data()));
      if (mine !== ticket) return;
      list.replaceChildren(...shown.map(resultItem));
      status.textContent =
        found.results.length === 0
          ? formatMessage(strings['search.none'], { query })
          : formatMessage(strings['search.count'], { query, count: found.results.length });
    } catch {
      if (mine !== ticket) return;
      list.replaceChildren();
      status.textContent = strings['search.error'];
    }
  };

  root.dataset.ready = '';
  input.addEventListener('focus', () => void load().catch(() => undefined), { once: true });
  input.addEventListener('input', () => void run());
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void run();
  });
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && input.value !== '') {
      input.value = '';
      clear();
    }
  });
}

function excerptOf(html: string): HTMLParagraphElement {
  const excerpt = document.createElement('p');
  // Pagefind's excerpt is escaped page text with <mark> around the matches.
  excerpt.innerHTML = html;
  return excerpt;
}

function linkTo(url: string, text: string): HTMLAnchorElement {
  const link = document.createElement('a');
  link.href = url;
  link.textContent = text;
  return link;
}

/** A page's result: its title and excerpt, then the sections that match, each linked to its heading. */
function resultItem(data: PagefindResultData): HTMLLIElement {
  const item = document.createElement('li');
  item.append(linkTo(data.url, data.meta.title ?? data.url), excerptOf(data.excerpt));
  const sections = (data.sub_results ?? []).filter((s) => s.url.includes('#')).slice(0, MAX_SECTIONS);
  if (sections.length > 0) {
    const list = document.createElement('ul');
    list.className = 'search-sections';
    for (const s of sections) {
      const entry = document.createElement('li');
      entry.append(linkTo(s.url, s.title), excerptOf(s.excerpt));
      list.append(entry);
    }
    item.append(list);
  }
  return item;
}
