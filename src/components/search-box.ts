/**
 * Browser side of SearchBox.astro: lazy-loads Pagefind on first focus or input, searches as the reader types
 * and lists results (title and excerpt) of the current language's index.
 */
import { formatMessage } from '../i18n/format';
import type { SearchKey } from './search-keys';

interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string };
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

function resultItem(data: PagefindResultData): HTMLLIElement {
  const item = document.createElement('li');
  const link = document.createElement('a');
  link.href = data.url;
  link.textContent = data.meta.title ?? data.url;
  const excerpt = document.createElement('p');
  // Pagefind's excerpt is escaped page text with <mark> around the matches.
  excerpt.innerHTML = data.excerpt;
  item.append(link, excerpt);
  return item;
}
