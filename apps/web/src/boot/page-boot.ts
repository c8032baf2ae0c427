/**
 * The page's first decision, made by an inline script in <head> before the body is parsed.
 *
 * index.html carries the signed-out welcome page inside the app's frame, rendered at build time,
 * so a visitor sees it before any script has run. It is the right page only on '/' for someone
 * who has not signed in recently (no 'signed in recently' cookie). Everyone else (a deep link, a
 * member coming back) sees the frame with its page area hidden until the app renders theirs: a
 * welcome flashing at a member would be wrong, and hiding it keeps the frame where it is. For a
 * member coming back, the frame also shows the navigation's placeholders (the shell renders them
 * dormant in the built page; this mark wakes them), so the navigation arrives without moving
 * anything.
 *
 * Plain TypeScript with no imports of the app, so the Vite config can import it.
 */

import type { OidcMetadata } from 'oidc-client-ts';

/** The name of the non-secret 'signed in recently' cookie (it holds no token). */
export const SIGNED_IN_COOKIE = 'reprally_signed_in';

/**
 * 'welcome': the built page is the one to show and the app hydrates it; 'frame': the app renders
 * the page; 'member': the same for a member coming back, or one back from signing in at the
 * identity provider, whose frame keeps the navigation's place.
 */
export type BootMode = 'welcome' | 'frame' | 'member';

/** The attribute on <html> that holds the boot mode until the app has rendered. */
export const BOOT_ATTRIBUTE = 'data-boot';

/**
 * Set on <html> by a press on the built welcome's 'Log In' before the app's code has arrived
 * (on a slow phone that is a second or more of a visible button). The app, once it has hydrated
 * the page, hands the press on to the button, so it signs the visitor in as if React had been
 * there; meanwhile the button shows that the press was taken.
 */
export const PRESSED_ATTRIBUTE = 'data-boot-pressed';

/** The built welcome's one button, 'Log In', in its page area (the header's controls are not). */
export const WELCOME_LOG_IN = '#root main button';

/** Whether these cookies (`document.cookie`) carry the 'signed in recently' marker. */
export function signedInRecently(cookies: string): boolean {
  return cookies.split('; ').some((part) => part === `${SIGNED_IN_COOKIE}=1`);
}

/** Where the identity provider sends a member back with her sign-in's answer. */
export const CALLBACK_PATH = '/callback';

/**
 * The boot mode for a page load at `pathname` with these cookies. A visitor on the callback has
 * just signed in at the identity provider and is nearly always signed in a moment later: her frame
 * keeps the navigation's place too, so that it does not push the page down as it arrives.
 */
export function bootMode(pathname: string, cookies: string): BootMode {
  if (signedInRecently(cookies) || pathname === CALLBACK_PATH) return 'member';
  return pathname === '/' ? 'welcome' : 'frame';
}

/**
 * The inline script: `bootMode`, written out for the page (a test runs both and compares). On the
 * welcome it also notes a press on 'Log In' (see PRESSED_ATTRIBUTE) for as long as the page is
 * the built one: once the app has taken the page over, the boot's mark is gone and React has
 * the button.
 */
export function pageBootScript(): string {
  const boot = JSON.stringify(BOOT_ATTRIBUTE);
  return `(function(){try{var h=document.documentElement,r=document.cookie.split('; ').indexOf(${JSON.stringify(
    `${SIGNED_IN_COOKIE}=1`,
  )})>=0,m=r||location.pathname===${JSON.stringify(CALLBACK_PATH)}?'member':location.pathname==='/'?'welcome':'frame';h.setAttribute(${boot},m);if(m==='welcome')document.addEventListener('click',function(e){var t=e.target;if(h.getAttribute(${boot})==='welcome'&&t&&t.closest&&t.closest(${JSON.stringify(
    WELCOME_LOG_IN,
  )}))h.setAttribute(${JSON.stringify(PRESSED_ATTRIBUTE)},'')},true)}catch(e){}})();`;
}

/**
 * What a member coming back needs first, fetched as the page loads instead of after the app's code
 * has arrived and run: the sign-in's first steps are a chain of requests (its code, the identity
 * provider's discovery document, the silent sign-in, the API), and each link started early is a
 * round trip off the time to the member's page. The files are found in the build's output (their
 * names carry their hashes). A visitor who is not a member coming back fetches none of it.
 */
export type MemberPreloads = {
  /** Origins of other sites the page calls first (the API's): their connections open at once. */
  preconnect: readonly string[];
  /** JSON the sign-in reads first (the identity provider's discovery document). */
  fetch: readonly string[];
  /** Script modules every member page loads at boot (the sign-in code, the API calls' code). */
  modules: readonly string[];
  /** The sign-in code's chunk, which the page runs itself (see `MemberSignIn.signInModule`). */
  signInModule: string;
  /** Script modules the home page ('/') loads at boot besides (the dashboard). */
  homeModules: readonly string[];
  /** Style sheets of the home page's modules. */
  homeStyles: readonly string[];
};

/**
 * The inline script, at the end of <head> after the app's own script and styles (so those are
 * asked for first), that adds a `<link>` for each of `preloads` when the page boot has said
 * 'member', or on '/callback', where a member comes back from signing in at the identity
 * provider and the app finishes her sign-in and shows the dashboard. Every link is in CORS mode
 * without credentials, as the app's own requests are made (Vite loads a lazy chunk's style sheet
 * that way too), or the browser would fetch it again.
 */
export function memberPreloadScript(preloads: MemberPreloads): string {
  const list = (items: readonly string[]) => JSON.stringify(items);
  return `(function(){try{var p=location.pathname,c=p==='/callback';if(document.documentElement.getAttribute(${JSON.stringify(
    BOOT_ATTRIBUTE,
  )})!=='member'&&!c)return;var l=function(n,h,a){h.forEach(function(u){var e=document.createElement('link');e.rel=n;e.href=u;if(a)e.as=a;e.crossOrigin='anonymous';document.head.appendChild(e)})};l('preconnect',${list(
    preloads.preconnect,
  )});l('preload',${list(preloads.fetch)},'fetch');l('modulepreload',${list(
    preloads.modules,
  )});if(p==='/'||c){l('modulepreload',${list(preloads.homeModules)});l('preload',${list(
    preloads.homeStyles,
  )},'style')}}catch(e){}})();`;
}

/** Where the identity provider sends a silent sign-in's answer, in a hidden frame. */
export const SILENT_CALLBACK_PATH = '/silent-callback';

/** Where the identity provider sends the answer of a sign-in in a popup. */
export const POPUP_CALLBACK_PATH = '/popup-callback';

/**
 * What the built page needs to start a member's silent sign-in itself: the request the app's
 * sign-in library would make (the Vite config reads the same settings as the app).
 */
export type MemberSignIn = {
  /** The identity provider's discovery document: an address, or a path on the page's origin. */
  discovery: string;
  clientId: string;
  scope: string;
  /** Further parameters of the authorization request (the API's audience). */
  extraQueryParams: Readonly<Record<string, string>>;
  /** How long the provider has to answer before the sign-in has timed out. */
  timeoutMs: number;
  /** The identity provider's address; a path is on the page's origin (the local one, '/idp'). */
  authority: string;
  /**
   * The app's sign-in chunk (`apps/web/src/auth/user-manager.ts`, built): once it has arrived,
   * the page hands it the sign-in to finish (`startPageSignIn`), so her tokens are asked for
   * before the app's own code has arrived. Without it the app finishes the sign-in itself.
   */
  signInModule?: string;
};

/** The name on `window` under which the page boot hands its silent sign-in to the app. */
export const PAGE_SIGN_IN_GLOBAL = '__reprallyPageSignIn';

/**
 * A silent sign-in the built page started (see `memberSignInScript`), for the app to finish: the
 * authorization request's state and PKCE verifier, and the provider's answer. Kept in this page's
 * memory only, like the tokens it leads to.
 */
export type PageSignIn = {
  /** The request's `state`. */
  id: string;
  /** The PKCE code verifier whose S256 challenge the request carried. */
  codeVerifier: string;
  /** The nonce the request carried, which the ID token must carry back. */
  nonce: string;
  redirectUri: string;
  /** Unix seconds when the request was made. */
  created: number;
  /** The discovery document (rejects if it could not be read: nothing was asked). */
  metadata: Promise<Partial<OidcMetadata>>;
  /**
   * The address the provider sent the frame back to (with a code, or an error such as
   * login_required), or null when it did not answer in time. Rejects if the request could not be
   * made at all.
   */
  answer: Promise<string | null>;
  /**
   * Set by the app's sign-in chunk once it has finished this sign-in for the page (with her
   * tokens, or with the provider's refusal): the app, starting after that, knows her session
   * before its first render.
   */
  finished?: boolean;
};

/**
 * The inline script, after the preloads, that starts a member's silent sign-in as the page loads:
 * it reads the discovery document (the preload's request), asks the provider in a hidden frame
 * with `prompt=none`, and keeps the answer for the app. On a phone the app's code takes a second
 * or more to arrive and run; by then the provider has usually answered, and the app goes straight
 * on to the token. Only for a member coming back ('member'), in the top window (never in the
 * sign-in's own frames or popup) and not on the sign-in's return addresses; without the Web
 * Crypto API it starts nothing and the app signs in as before.
 *
 * The frame, its message and its timeout are those of oidc-client-ts's silent sign-in, and the
 * request carries the same parameters (a test builds both and compares them). Once it has
 * answered, the frame is removed in a task of its own: tearing its document down takes longer than
 * the rest of that message's task, which goes on to ask for her tokens. With the app's
 * sign-in chunk named (`signInModule`), the script loads it and hands it the sign-in to finish
 * with the app's own settings: the code is traded for tokens as soon as that chunk and the
 * provider's answer are here, not once the app's code has arrived and run.
 */
export function memberSignInScript(signIn: MemberSignIn): string {
  const text = JSON.stringify;
  return `(function(w,c){try{var d=w.document,h=d.documentElement,l=w.location,o=l.origin,p=l.pathname,k=w.crypto,r=o+${text(
    SILENT_CALLBACK_PATH,
  )};if(h.getAttribute(${text(BOOT_ATTRIBUTE)})!=='member'||w.top!==w||p==='/callback'||p===${text(
    SILENT_CALLBACK_PATH,
  )}||p==='/popup-callback'||!k||!k.subtle||!w.fetch)return;var hex=function(n){var b=k.getRandomValues(new Uint8Array(n)),s='';for(var i=0;i<n;i++)s+=(b[i]+256).toString(16).slice(1);return s},id=hex(16),v=hex(32),n=hex(16),m=w.fetch(new URL(c.discovery,o).href,{credentials:'same-origin'}).then(function(x){if(!x.ok)throw new Error('discovery '+x.status);return x.json()}),a=Promise.all([m,k.subtle.digest('SHA-256',new TextEncoder().encode(v))]).then(function(x){var u=new URL(x[0].authorization_endpoint),f=d.createElement('iframe'),ch=w.btoa(String.fromCharCode.apply(null,new Uint8Array(x[1]))).replace(/\\+/g,'-').replace(/\\//g,'_').replace(/=+$/,'');[['client_id',c.clientId],['redirect_uri',r],['response_type','code'],['scope',c.scope],['state',id],['code_challenge',ch],['code_challenge_method','S256'],['prompt','none'],['nonce',n]].concat(Object.entries(c.extraQueryParams)).forEach(function(e){u.searchParams.append(e[0],e[1])});return new Promise(function(done){var t,end=function(url){w.clearTimeout(t);w.removeEventListener('message',heard);done(url);w.setTimeout(function(){f.remove()},0)},heard=function(e){var g=e.data;if(e.source===f.contentWindow&&e.origin===o&&g&&g.source==='oidc-client'&&typeof g.url==='string')end(g.url)};w.addEventListener('message',heard);t=w.setTimeout(function(){end(null)},c.timeoutMs);f.style.visibility='hidden';f.style.position='fixed';f.style.left='-1000px';f.style.top='0';f.width='0';f.height='0';f.src=u.href;(d.body||h).appendChild(f)})});m.catch(function(){});a.catch(function(){});var S={id:id,codeVerifier:v,nonce:n,redirectUri:r,created:Math.floor(Date.now()/1000),metadata:m,answer:a};w[${text(
    PAGE_SIGN_IN_GLOBAL,
  )}]=S;if(c.signInModule)import(c.signInModule).then(function(x){x.startPageSignIn({origin:o,oidc:{authority:/^https?:/.test(c.authority)?c.authority:o+c.authority,clientId:c.clientId,scope:c.scope,extraQueryParams:c.extraQueryParams},silentRedirectUri:r,silentTimeoutSeconds:c.timeoutMs/1000},S)}).catch(function(){})}catch(e){}})(window,${text(
    signIn,
  )});`;
}

/** Without a reported paint, the built welcome asks for the app's code this long after its start. */
export const APP_CODE_FALLBACK_MS = 3_000;

/**
 * The inline script that loads the app's code, in place of the build's module tag for it (`src`,
 * the entry chunk). A member coming back and a deep link wait for the app to see anything but the
 * frame, so there it is asked for at once, where the tag stood. The built welcome does not: it is
 * whole as HTML, and a press on its 'Log In' is kept for the app (see PRESSED_ATTRIBUTE). There the
 * code is asked for once the browser reports the page's first contentful paint (its text and
 * pictures on screen), so that on a phone's connection the page and its font do not share the
 * line with the app's 140 KB of script. It is asked for at once in a tab that is hidden (it does
 * not paint until shown) or in a browser that does not report paints, and after
 * APP_CODE_FALLBACK_MS if no such paint has been reported by then.
 *
 * A script added this way runs as soon as it has arrived, even before the page has been parsed
 * (the module tag would have waited): the app starts once the page is parsed.
 */
export function appCodeScript(src: string): string {
  return `(function(d,w){var s=d.createElement('script'),go=function(){if(!s.parentNode)d.head.appendChild(s)};s.type='module';s.crossOrigin='';s.src=${JSON.stringify(
    src,
  )};try{var P=w.PerformanceObserver,t=P&&P.supportedEntryTypes;if(d.documentElement.getAttribute(${JSON.stringify(
    BOOT_ATTRIBUTE,
  )})==='welcome'&&d.visibilityState!=='hidden'&&t&&t.indexOf('paint')>=0){new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}}).observe({type:'paint',buffered:true});w.setTimeout(go,${APP_CODE_FALLBACK_MS});return}}catch(e){}go()})(document,window);`;
}

/**
 * Unless it is the welcome's turn, the built page's own content stays hidden; the frame shows.
 * A 'Log In' pressed before the app has arrived stays pressed in (as while held down), with the
 * busy cursor, until the app takes the press over and shows its own 'Redirecting...'. Not
 * faded: its text must keep its contrast.
 */
export function pageBootStyle(): string {
  return `html[${BOOT_ATTRIBUTE}=frame] #root main,html[${BOOT_ATTRIBUTE}=member] #root main{visibility:hidden}html[${PRESSED_ATTRIBUTE}] ${WELCOME_LOG_IN}{cursor:progress;transform:translateY(1px)}`;
}

/** What index.html gets in <head>, after the theme boot. */
export function pageBootHead(): string {
  return `<style id="page-boot">${pageBootStyle()}</style><script id="page-boot-script">${pageBootScript()}</script>`;
}
