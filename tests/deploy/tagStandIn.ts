// A stand-in for the measurement tags' hosts (Google's gtag.js and Meta's fbevents.js), for the
// browser tests of the deployed build, which is configured with GA4, Google Ads and Meta's pixel
// pointed here. Its scripts behave as the vendors' do in what the tests observe: they read the calls
// queued before they arrived (gtag's dataLayer, fbq's queue), set the cookies the cookie policy lists
// once their purpose is granted (`_ga`, `_ga_<ID>`, `_gcl_au`, `_fbp`, `_fbc`), honour
// `window['ga-disable-<ID>']` and `fbq('consent', 'revoke')`, and send every hit as a beacon to
// `/g/collect` (Google: `tid` the tag, `en` the event, `ep.*` its parameters) or `/tr` (Meta: `id`
// the pixel, `ev` the event). The tests watch those requests in the browser.
import { createServer, type Server } from 'node:http'

const GTAG_JS = `(function () {
  var w = window, origin = new URL(document.currentScript.src).origin, consent = {}, configured = [];
  var id = function () { return Date.now() + '.' + Math.floor(Math.random() * 1e9) };
  var has = function (name) { return new RegExp('(^|; )' + name + '=').test(document.cookie) };
  var set = function (name, value, days) { document.cookie = name + '=' + value + '; Max-Age=' + days * 86400 + '; Path=/; SameSite=Lax' };
  var granted = function (tag) { return tag.indexOf('G-') === 0 ? consent.analytics_storage === 'granted' : consent.ad_storage === 'granted' };
  function cookies(tag) {
    if (!granted(tag) || w['ga-disable-' + tag]) return;
    if (tag.indexOf('G-') === 0) {
      if (!has('_ga')) set('_ga', 'GA1.1.' + id(), 730);
      set('_ga_' + tag.slice(2), 'GS2.1.s' + Date.now(), 730);
    } else if (!has('_gcl_au')) set('_gcl_au', '1.1.' + id(), 90);
  }
  function hit(target, name, params) {
    var tag = target.split('/')[0];
    if (!granted(tag) || w['ga-disable-' + tag]) return;
    cookies(tag);
    var query = new URLSearchParams({ v: '2', tid: tag, en: name, dl: params.page_location || location.href, dt: params.page_title || document.title });
    if (target.indexOf('/') > 0) query.set('label', target.split('/')[1]);
    for (var key in params) if (['send_to', 'page_location', 'page_title'].indexOf(key) < 0) query.set('ep.' + key, String(params[key]));
    navigator.sendBeacon(origin + '/g/collect?' + query);
  }
  function run(args) {
    if (args[0] === 'consent') for (var type in args[2]) consent[type] = args[2][type];
    else if (args[0] === 'config') { if (configured.indexOf(args[1]) < 0) configured.push(args[1]); cookies(args[1]) }
    else if (args[0] === 'event') {
      var params = args[2] || {};
      [].concat(params.send_to || configured).forEach(function (target) { hit(target, args[1], params) });
    }
  }
  var dataLayer = (w.dataLayer = w.dataLayer || []);
  dataLayer.forEach(run);
  dataLayer.push = function () {
    for (var i = 0; i < arguments.length; i++) run(arguments[i]);
    return Array.prototype.push.apply(dataLayer, arguments);
  };
})();`

const FBEVENTS_JS = `(function () {
  var fbq = window.fbq, origin = new URL(document.currentScript.src).origin, granted = true, pixels = [];
  if (!fbq) return;
  function cookies() {
    if (!/(^|; )_fbp=/.test(document.cookie)) document.cookie = '_fbp=fb.1.' + Date.now() + '.' + Math.floor(Math.random() * 1e9) + '; Max-Age=7776000; Path=/; SameSite=Lax';
    var click = new URLSearchParams(location.search).get('fbclid');
    if (click) document.cookie = '_fbc=fb.1.' + Date.now() + '.' + click + '; Max-Age=7776000; Path=/; SameSite=Lax';
  }
  function run(args) {
    if (args[0] === 'consent') granted = args[1] !== 'revoke';
    else if (args[0] === 'init') { pixels.push(args[1]); if (granted) cookies() }
    else if (args[0] === 'track' && granted) {
      cookies();
      pixels.forEach(function (pixel) { navigator.sendBeacon(origin + '/tr?' + new URLSearchParams({ id: pixel, ev: args[1], dl: location.href })) });
    }
  }
  var queued = fbq.queue.splice(0);
  fbq.callMethod = function () { run(arguments) };
  queued.forEach(run);
})();`

/** The paths the deployed build's configuration points at (tests/deploy/serveDeployed.ts). */
export const TAG_SCRIPT_PATHS = { googleTag: '/gtag/js', metaPixel: '/fbevents.js' }

export async function startTagStandIn(port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://stand-in')
    const script = pathname === TAG_SCRIPT_PATHS.googleTag ? GTAG_JS : pathname === TAG_SCRIPT_PATHS.metaPixel ? FBEVENTS_JS : null
    if (script) return response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' }).end(script)
    if (pathname === '/g/collect' || pathname === '/tr') return response.writeHead(204).end()
    response.writeHead(404).end()
  })
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve))
  return server
}
