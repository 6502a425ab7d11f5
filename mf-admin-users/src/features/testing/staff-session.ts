/**
 * A staff member signed in for this remote's store tests: through the session store, as on the
 * login page (so the stores' requests carry that session like the browser's do), plus direct API
 * calls for the tests' own set-up and checks. The host is `startTestApiHost()` of
 * @armatura/deploy/testing, which only test files import; this needs just its `login` and
 * `platform.call`.
 */
import { signIn } from '@armatura/shared-libs/session';

export const DEMO_PASSWORD = '123qwe';

interface CallingHost {
  login(userName: string): Promise<string>;
  platform: {
    call(options: {
      method: 'GET' | 'POST';
      url: string;
      token: string;
      payload?: object;
    }): Promise<{ status: number; body: { result?: unknown } }>;
  };
}

export interface StaffSession {
  token: string;
  /** GET an app service as this staff member; answers the envelope's `result`. */
  get<T>(path: string, query?: Record<string, string | number | boolean>): Promise<T>;
  /** POST to an app service as this staff member; answers the envelope's `result`. */
  post<T>(path: string, payload: object): Promise<T>;
}

/** `admin` holds every permission; `konta` (StaffUsers) users, roles and impersonation. */
export async function signInStaff(host: CallingHost, userName: string): Promise<StaffSession> {
  await signIn({ userNameOrEmailAddress: userName, password: DEMO_PASSWORD, rememberMe: false });
  const token = await host.login(userName);
  const call = async <T>(method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await host.platform.call({ method, url, token, payload });
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.result as T;
  };
  return {
    token,
    get: <T>(path: string, query: Record<string, string | number | boolean> = {}) => {
      const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
      return call<T>('GET', `/api/services/app/${path}?${search}`);
    },
    post: <T>(path: string, payload: object) =>
      call<T>('POST', `/api/services/app/${path}`, payload),
  };
}
