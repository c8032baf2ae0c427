/**
 * The local identity provider's own pages: pick a demo member to sign in as, and sign out.
 * Names come from the seeded database and may be hostile on purpose, so everything is escaped.
 */
export type DemoAccount = {
  sub: string;
  /** None for a member whose provider gave no name and who has saved none. */
  name: string | null;
  email: string;
  roles: readonly string[];
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

const styles = `
  :root{color-scheme:light dark;--bg:#f6f6f8;--surface:#fff;--text:#1a1b20;--muted:#555866;--border:#d9d9e0;--primary:#c2410c;--on-primary:#fff;--focus:#2563eb}
  @media (prefers-color-scheme:dark){:root{--bg:#0e0f13;--surface:#17181e;--text:#f1f2f5;--muted:#a8abb8;--border:#2e303a;--primary:#fb923c;--on-primary:#1c0d02;--focus:#93c5fd}}
  *{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:var(--bg);color:var(--text)}
  main{max-width:560px;margin:0 auto;padding:32px 16px}h1{font-size:1.75rem;margin:0 0 4px}p{margin:0 0 16px;color:var(--muted)}
  ul{list-style:none;margin:0;padding:0;display:grid;gap:8px}
  button{width:100%;display:flex;justify-content:space-between;align-items:center;gap:12px;padding:12px 16px;border:1px solid var(--border);border-radius:12px;background:var(--surface);color:var(--text);font:inherit;text-align:left;cursor:pointer}
  button:hover{border-color:var(--primary)}button:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
  .who{min-width:0;overflow-wrap:anywhere}.email{display:block;color:var(--muted);font-size:.875rem}
  .tag{flex-shrink:0;padding:2px 8px;border-radius:999px;background:var(--primary);color:var(--on-primary);font-size:.75rem;font-weight:600}
  .note{margin-top:24px;font-size:.875rem}`;

/**
 * The provider is served on the app's own origin, so its pages name the app's icon: the tab keeps
 * it while the member signs in, and the browser does not ask for a `/favicon.ico` nobody serves
 * (a 404 in the console on every sign-in).
 */
const ICON = '<link rel="icon" href="/favicon.svg" type="image/svg+xml">';

function page(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>${ICON}<style>${styles}</style></head><body><main>${body}</main></body></html>`;
}

export function accountPickerPage({
  action,
  accounts,
  appName,
}: {
  action: string;
  accounts: readonly DemoAccount[];
  appName: string;
}) {
  const rows = accounts
    .map(
      (account) => `<li><form method="post" action="${escapeHtml(action)}">
        <input type="hidden" name="sub" value="${escapeHtml(account.sub)}">
        <button type="submit" data-sub="${escapeHtml(account.sub)}">
          <span class="who"><strong>${escapeHtml(account.name ?? 'No name set')}</strong><span class="email">${escapeHtml(account.email)}</span></span>
          ${account.roles.includes('Admin') ? '<span class="tag">Admin</span>' : ''}
        </button></form></li>`,
    )
    .join('');
  return page(
    `Sign in | ${appName}`,
    `<h1>Sign in to ${escapeHtml(appName)}</h1>
     <p>Local identity provider: choose a demo member to sign in as.</p>
     <ul>${rows}</ul>
     <p class="note">Set VITE_OIDC_AUTHORITY to use a real identity provider instead.</p>`,
  );
}

/** Sign-out confirms itself: the app asked for it with the member's ID token. */
export function logoutPage(form: string, appName: string) {
  return page(
    `Signing out | ${appName}`,
    `<h1>Signing out…</h1>${form}<input type="hidden" form="op.logoutForm" name="logout" value="yes">
     <noscript><button type="submit" form="op.logoutForm">Sign out</button></noscript>
     <script>document.forms['op.logoutForm'].submit()</script>`,
  );
}

export function errorPage(message: string, appName: string) {
  return page(`Sign-in error | ${appName}`, `<h1>Sign-in error</h1><p>${escapeHtml(message)}</p>`);
}
