/**
 * The few scripts that must run before the page paints, as tiny classic inline scripts (no bundle, no module).
 * Each builder returns plain JavaScript source; tests/unit/site/inline-scripts.test.ts runs them against stubs.
 */
import { LOCALES, LOCALE_TAGS, type Locale } from './locales';
import { LOCALE_STORAGE_KEY } from './site';
import { PIECE_SET_ATTRIBUTE, PIECE_SET_STORAGE_KEY } from '../board/art/piece-set';
import { PIECE_SETS } from '../board/art/symbols';

const json = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** On every locale page: remember the reader's language for their next visit to the root page. */
export function rememberLocaleScript(lang: Locale): string {
  return `try{localStorage.setItem(${json(LOCALE_STORAGE_KEY)},${json(lang)})}catch(e){}`;
}

/** On every locale page, before the boards paint: show the reader's remembered piece set (board.css reads it). */
export function pieceSetScript(): string {
  return `try{var s=localStorage.getItem(${json(PIECE_SET_STORAGE_KEY)});if(${json(PIECE_SETS)}.indexOf(s)>=0)document.documentElement.setAttribute(${json(PIECE_SET_ATTRIBUTE)},s)}catch(e){}`;
}

/**
 * On the root page: send a returning reader (saved choice) or a browser-matched one (navigator.languages)
 * to their locale. Never redirects when the URL has ?stay or the reader came from another page of the site,
 * so the chooser stays reachable; without scripts the page simply lists the languages.
 */
export function rootRedirectScript(): string {
  return `(function(){var L=${json(LOCALES)},p=null,s=null;
if(/(^|&)stay(=|&|$)/.test(location.search.slice(1)))return;
if(document.referrer&&document.referrer.indexOf(location.origin+"/")===0)return;
try{s=localStorage.getItem(${json(LOCALE_STORAGE_KEY)})}catch(e){}
if(L.indexOf(s)>=0)p=s;
var n=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language];
for(var i=0;!p&&i<n.length;i++){var c=String(n[i]||"").toLowerCase().split("-")[0];if(L.indexOf(c)>=0)p=c}
if(p)location.replace("/"+p+"/")})();`;
}

/**
 * On the 404 page: pick the locale from the URL's first path segment, set <html lang> and the title,
 * and mark <html data-locale> so the stylesheet shows only that locale's message (all four show without scripts).
 */
export function notFoundScript(titles: Readonly<Record<Locale, string>>): string {
  return `(function(){var T=${json(LOCALE_TAGS)},N=${json(titles)},l=location.pathname.split("/")[1];
if(!Object.prototype.hasOwnProperty.call(T,l))return;
var h=document.documentElement;h.lang=T[l];h.setAttribute("data-locale",l);document.title=N[l]})();`;
}

/** CSS for the 404 page: with <html data-locale="xx">, hide every other locale's section. */
export function notFoundCss(): string {
  return LOCALES.map((lang) => `html[data-locale="${lang}"] [data-locale-section]:not([data-locale-section="${lang}"])`)
    .join(',\n')
    .concat('{display:none}');
}
