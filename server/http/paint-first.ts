/**
 * The one inline script of the signed-in skeleton pages (scripts/prerender-signed-in.ts), and its
 * hash for the Content-Security-Policy (./security-headers.ts): the only inline script the
 * policy allows.
 *
 * A skeleton page paints before any of the app's code is even requested: its chunks are listed
 * in a data block (`<script type="application/json" id="ipo-after-paint">`, entry first) instead
 * of as modulepreload links, and this script, once the first contentful paint has been presented
 * (its PerformanceObserver `paint` entry; where there is none, the task after the first frame),
 * adds their modulepreload links and imports the entry; should no paint come, it starts anyway
 * after 200 ms in a background tab, 1 s in a visible one. The task after the first frame alone
 * came before the paint's presentation when the page had much to draw (the first inbox page,
 * server/http/signed-in-page.ts) or the machine was busy, and so did a 200 ms fallback.
 * Requested with the HTML, the chunks would be evaluated (or at least fetched, competing with
 * the page) before the first paint on a fast connection; the browser then waits for the app's
 * whole start-up to paint. The text is constant (the chunk names are in the data block),
 * so its hash never changes with a build.
 *
 * While the chunks download, a task of its own builds one date formatter in the page's language
 * and the office's time zone and drops it: the browser's first `Intl.DateTimeFormat` loads its
 * locale and time-zone data (15–35 ms on this machine's Chromium; four times that on a slow
 * phone), which otherwise lengthened the app's first long task (its route loader's "office
 * today"). Afterwards each formatter the app builds takes about a millisecond.
 */
import { createHash } from "node:crypto";
import { OFFICE_TIME_ZONE } from "../lib/local-date-time";

/** Id of the data block listing the chunks: the entry, then the chunks to preload beside it. */
export const AFTER_PAINT_ID = "ipo-after-paint";

export const PAINT_FIRST_SCRIPT =
  "(function(){var started=false;function start(){if(started)return;started=true;" +
  `setTimeout(function(){try{new Intl.DateTimeFormat(document.documentElement.lang||void 0,{dateStyle:"medium",timeZone:${JSON.stringify(OFFICE_TIME_ZONE)}}).format(0);}catch(e){}},0);` +
  `var urls=JSON.parse(document.getElementById(${JSON.stringify(AFTER_PAINT_ID)}).textContent);` +
  'for(var i=1;i<urls.length;i++){var link=document.createElement("link");link.rel="modulepreload";link.crossOrigin="";link.href=urls[i];document.head.appendChild(link);}' +
  "import(urls[0]);}" +
  "var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];" +
  'if(types.indexOf("paint")>=0){new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();start();}}).observe({type:"paint",buffered:true});}' +
  "else{requestAnimationFrame(function(){setTimeout(start,0);});}" +
  'setTimeout(start,document.visibilityState==="hidden"?200:1000);})();';

/** The CSP source that allows exactly PAINT_FIRST_SCRIPT. */
export const PAINT_FIRST_SCRIPT_SOURCE = `'sha256-${createHash("sha256").update(PAINT_FIRST_SCRIPT).digest("base64")}'`;
