import { FAKE_OIDC_PASSWORD } from '../src/modules/sso/fake/fake-provider';

/**
 * A browser's part at the fake OpenID provider, with fetch: follows its redirects with its cookies, fills in its sign-in
 * page, and stops where the provider sends the browser back to D.Office. Keep `jar` to stay signed in at the provider.
 */
export class ProviderBrowser {
  readonly jar = new Map<string, string>();

  /** From the authorization URL to the callback: the query string D.Office's callback page would receive. */
  async signIn(authUrl: string, username: string, password = FAKE_OIDC_PASSWORD): Promise<string> {
    const issuer = new URL(authUrl).origin;
    let res = await this.go(authUrl);
    for (let hops = 0; hops < 10; hops++) {
      const location = res.headers.get('location');
      if (location) {
        const next = new URL(location, issuer);
        if (next.origin !== issuer) return next.search;
        res = await this.go(next.href);
        continue;
      }
      const form = /action="([^"]+)"/.exec(await res.text());
      if (!form) throw new Error(`the provider answered ${res.status} without a redirect or a form`);
      res = await this.go(new URL(form[1].replace(/&#47;/g, '/'), issuer).href, new URLSearchParams({ username, password }));
      if (res.status === 401) throw new Error('the provider refused the username or password');
    }
    throw new Error('too many redirects at the provider');
  }

  private async go(url: string, form?: URLSearchParams): Promise<Response> {
    const cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(url, {
      method: form ? 'POST' : 'GET',
      body: form,
      redirect: 'manual',
      headers: { ...(cookie ? { cookie } : {}), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      this.jar.set(pair.slice(0, i), pair.slice(i + 1));
    }
    return res;
  }
}
