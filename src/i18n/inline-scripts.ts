/**
 * The few scripts that must run before the page paints, as tiny classic inline scripts (no bundle, no module).
 * Each builder returns plain JavaScript source; tests/unit/site/inline-scripts.test.ts runs them against stubs.
 */
import { LOCALES, LOCALE_TAGS, type Locale } from './locales';
import { LOCALE_STORAGE_KEY } from './site';
import { PIECE_SET_ATTRIBUTE, PIECE_SET_STORAGE_KEY } from '../board/art/piece-set';
import { PIECE_SETS } from '../board/art/symbols';

/** JSON that is safe inside a <script> element (no `</script>` or `<!--` can appear). */
export const json = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** On every locale page: remember the reader's language for their next visit to the root page. */
export function rememberLocaleScript(lang: Locale): string {
  return `try{localStorage.setItem(${json(LOCALE_STORAGE_KEY)},${json(lang)})}catch(e){}`;
}

/** On every locale page, before the boards paint: show the reader's remembered piece set (board.css reads it). */
export function pieceSetScript(): string {
  return `try{var s=localStorage.getItem(${json(PIECE_SET_STORAGE_KEY)});if(${json(PIECE_SETS)}.indexOf(s)>=0)document.documentElement.setAttribute(${json(PIECE_SET_ATTRIBUTE)},s)}catch(e){}`;
}

/**
 * On every locale page, before it paints: mark <html class="js"> so that global.css shows the
 * controls that need scripts only when scripts run (without them, no dead buttons).
 */
export function scriptsOnScript(): string {
  return `document.documentElement.classList.add("js");`;
}

/** On every locale page reached without its trailing slash (/pt/banqi): show the canonical address (/pt/banqi/). */
export function slashUrlScript(): string {
  return `(function(){var p=location.pathname;if(p.slice(-1)!=="/")history.replaceState(history.state,"",p+"/"+location.search+location.hash)})();`;
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
 * On the 404 page: a page's path without its trailing slash (one of `pages`) goes on to the page. Else pick the locale from the URL's first path segment; for a segment that is no locale (/xx/),
 * the reader's saved language, else the browser's, else the first locale. Set <html lang> and the title, and
 * mark <html data-locale> so the stylesheet shows only that locale's message (all four show without scripts).
 */
export function notFoundScript(titles: Readonly<Record<Locale, string>>, pages: readonly string[] = []): string {
  return `(function(){var T=${json(LOCALE_TAGS)},N=${json(titles)},L=${json(LOCALES)},P=${json(pages)},p=location.pathname,l=p.split("/")[1],s=null;
if(p.slice(-1)!=="/"&&P.indexOf(p+"/")>=0){location.replace(p+"/"+location.search+location.hash);return}
function ok(x){return Object.prototype.hasOwnProperty.call(T,x)}
if(!ok(l)){try{s=localStorage.getItem(${json(LOCALE_STORAGE_KEY)})}catch(e){}l=ok(s)?s:null;
var n=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language];
for(var i=0;!l&&i<n.length;i++){var c=String(n[i]||"").toLowerCase().split("-")[0];if(ok(c))l=c}
if(!l)l=L[0]}
var h=document.documentElement;h.lang=T[l];h.setAttribute("data-locale",l);document.title=N[l]})();`;
}

/** CSS for the 404 page: with <html data-locale="xx">, hide every other locale's section. */
export function notFoundCss(): string {
  return LOCALES.map((lang) => `html[data-locale="${lang}"] [data-locale-section]:not([data-locale-section="${lang}"])`)
    .join(',\n')
    .concat('{display:none}');
}

/**
 * On every locale page: no tap is lost before an island is ready. While an island is still server HTML
 * (<astro-island ssr>), a press on one of its squares (kept at the press, as a live board acts on the press: the
 * island may go live before the click that follows, which is then dropped), a click on one of its buttons, or a
 * key pressed in it, is held in a queue;
 * when that island hydrates (Astro's `astro:hydrate` event) the queue is replayed on the live elements, in
 * order: a square gets the pointer press and release a board listens to and the click the editor's board listens
 * to, a button its click, a key its keydown; Enter on a button or link, or Space on a button, is its click, as the
 * key's own default would have been (events the replay sends are not kept again). Until its queue is
 * replayed, an island that has just gone live keeps queueing (its replay waits a task after `astro:hydrate`): a
 * second tap in that gap would otherwise reach the live board before the first.
 * A part of an island that hydrates a task later (src/hydration/Later.tsx, marked data-hydrating until then)
 * keeps its taps the same way, and the replay waits for it; so does a game screen not yet ready (`data-ready=
 * "false"`: the play page restoring the saved game), whose moves would otherwise be refused and lost.
 * A board preview (src/islands/exercise/BoardPreview.tsx, `[data-preview]`, no squares yet, until just after
 * hydration) keeps where it was tapped, as a fraction of its grid; the replay waits for the live board's
 * squares (at most about ten seconds) and presses the square nearest that place (whichever way the board
 * stands: 8 wide, or upright on a narrow screen), or sends a key to its focused square.
 * A key kept on a square or a preview is replayed on the square that has focus when its turn comes (the
 * live board moves focus with each arrow, issue 47), else on the square it was pressed on, else on the
 * grid's Tab stop: a board acts on the focused square, so keys pressed in a row must each reach the square
 * the previous ones left focused, not all the square they were pressed on.
 */
export function pendingInputScript(): string {
  return `(function(){var Q=[],D=null,R=false,K=/^(Enter| |Spacebar|Arrow|Home|End|Escape)/;
function keep(e){if(R)return;var t=e.target,down=e.type==="pointerdown",was=D;if(down)D=null;if(!t||!t.closest)return;
var i=t.closest("astro-island");if(!i)return;
var el=t.closest("[data-square],[data-preview],[data-action],button,[role=button]");if(!el||!i.contains(el))return;
if(e.type==="click"&&el===was){D=null;e.preventDefault();e.stopPropagation();return}
var pv=el.hasAttribute("data-preview"),live=!i.hasAttribute("ssr")&&!el.closest("[data-hydrating]");
if(!pv&&live&&!i.hasAttribute("data-pending-input"))return;
var s=el.getAttribute("data-square");if(down&&(!s&&!pv||e.button!==0))return;
if(e.type==="keydown"&&!K.test(e.key))return;if(down){D=el;if(live)e.stopPropagation()}else{e.preventDefault();e.stopPropagation()}
var a=el.getAttribute("data-action"),r=el.getBoundingClientRect();
Q.push({i:i,el:el,s:s?'[data-square="'+s+'"]':a?'[data-action="'+a+'"]':null,t:down?"click":e.type,k:e.key,sq:!!s,
pv:pv?[(e.clientX-r.left)/r.width,(e.clientY-r.top)/r.height]:null});
i.setAttribute("data-pending-input","");if(!i.hasAttribute("ssr"))flush(i)}
function fo(g){var a=document.activeElement;return a&&a.hasAttribute&&a.hasAttribute("data-square")&&g.contains(a)?a:null}
function at(q,i){var g=i.querySelector(".pyb-grid");if(!g)return null;if(q.t==="keydown")return fo(g)||g.querySelector('[data-square][tabindex="0"]');
var r=g.getBoundingClientRect(),x=r.left+q.pv[0]*r.width,y=r.top+q.pv[1]*r.height,best=null,d=1/0;
g.querySelectorAll("[data-square]").forEach(function(c){var b=c.getBoundingClientRect(),dx=b.left+b.width/2-x,dy=b.top+b.height/2-y;
if(dx*dx+dy*dy<d){d=dx*dx+dy*dy;best=c}});return best}
function play(q,i){var el=q.pv?at(q,i):q.sq&&q.t==="keydown"&&fo(i)||(q.el.isConnected&&i.contains(q.el)?q.el:q.s?i.querySelector(q.s):null);if(!el)return;
R=true;try{send(q,el)}finally{R=false}}
function send(q,el){
if(q.t==="keydown"){el.focus();if(!q.sq&&!q.pv&&(q.k==="Enter"||/^( |Spacebar)$/.test(q.k)&&el.matches("button,[role=button]"))){el.click();return}
el.dispatchEvent(new KeyboardEvent("keydown",{key:q.k,bubbles:true,cancelable:true}));return}
if(q.sq||q.pv){var r=el.getBoundingClientRect(),o={bubbles:true,cancelable:true,button:0,pointerId:1,isPrimary:true,pointerType:"mouse",clientX:r.left+r.width/2,clientY:r.top+r.height/2};
el.dispatchEvent(new PointerEvent("pointerdown",o));el.dispatchEvent(new PointerEvent("pointerup",o));el.dispatchEvent(new MouseEvent("click",o));return}
el.click()}
function flush(i){var n=0;(function run(){var mine=Q.filter(function(q){return q.i===i});if(!mine.length)return;
if((i.querySelector("[data-hydrating],[data-ready=false]")||mine.some(function(q){return q.pv})&&i.querySelector("[data-preview]"))&&n++<600)return void setTimeout(run,16);
Q=Q.filter(function(q){return q.i!==i});i.removeAttribute("data-pending-input");mine.forEach(function(q){play(q,i)})})()}
document.addEventListener("pointerdown",keep,true);document.addEventListener("click",keep,true);document.addEventListener("keydown",keep,true);
document.addEventListener("astro:hydrate",function(e){var i=e.target;setTimeout(function(){flush(i)},0)},true)})();`;
}

/**
 * Right after a guide's contents (src/components/lesson/GuideToc.astro): on a screen matching `phoneQuery` they
 * are a menu that starts closed, closed here before the first paint, so the text below never moves when the
 * island hydrates (issue 16: it shifted every guide by its whole list).
 */
export function tocClosedOnPhoneScript(phoneQuery: string): string {
  return `(function(){var d=document.querySelector("[data-toc] details");if(d&&matchMedia(${JSON.stringify(phoneQuery)}).matches)d.open=false})();`;
}

/**
 * Right after a course stage's tasks (src/pages/[lang]/learn/[game]/[n].astro): marks each task the reader solved
 * before (the game's solved list, src/lessons/progress.ts) as solved before the page paints; while a replay of
 * the stage is on in this tab (sessionStorage `runKey`, src/lessons/course/replay.ts), the tasks solved in the run
 * instead. Each task's island hydrates only when the reader reaches it, and keeps the mark.
 */
export function courseTaskStateScript(storageKey: string, runKey: string): string {
  return `(function(){try{var r=null;try{r=sessionStorage.getItem(${json(runKey)})}catch(e){}var s=JSON.parse(r!==null?r:localStorage.getItem(${json(storageKey)})||"[]");if(!Array.isArray(s))return;document.querySelectorAll("[data-task]").forEach(function(t){if(s.indexOf(t.getAttribute("data-task"))>=0)t.setAttribute("data-state","solved")})}catch(e){}})();`;
}

/**
 * On every page: registers the service worker (src/offline.ts) after load. On the first visit the worker does
 * not yet control the page that installed it, so the page asks it to store itself (Workbox's CACHE_URLS
 * message): the very page just read also works offline.
 */
export function serviceWorkerScript(): string {
  return `if("serviceWorker"in navigator)addEventListener("load",function(){var s=navigator.serviceWorker,first=!s.controller;
s.register("/sw.js",{scope:"/"}).then(function(){return s.ready}).then(function(r){
if(first&&r.active)r.active.postMessage({type:"CACHE_URLS",payload:{urlsToCache:[location.href]}})}).catch(function(){})});`;
}
