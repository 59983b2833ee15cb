import { logger } from 'firebase-functions';
import { ProviderUnavailable } from '../provider';
import type { BkashConfig } from './config';

/** bKash asks merchants to give every call 30 seconds. */
export const BKASH_TIMEOUT_MS = 30_000;
/** A token is renewed this long before bKash says it expires. */
const EARLY_MS = 60_000;

type Token = { idToken: string; refreshToken: string; expiresAt: number };
type Answer = Record<string, unknown> & { statusCode?: string; statusMessage?: string };

/**
 * A thin client of bKash's Tokenized Checkout: the token is granted once per instance, refreshed
 * before it runs out and granted again when bKash refuses it (401); every call times out at 30 s.
 * The answers are bKash's JSON as is.
 */
export class BkashClient {
  private token: Token | null = null;
  private pending: Promise<Token> | null = null;

  constructor(
    private readonly config: () => BkashConfig,
    private readonly now: () => number = Date.now,
  ) {}

  private async post(path: string, body: object, headers: Record<string, string>) {
    const { baseUrl } = this.config();
    let response: Response;
    try {
      response = await fetch(`${baseUrl}/${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(BKASH_TIMEOUT_MS),
      });
    } catch (error) {
      throw new ProviderUnavailable(`bKash ${path}: ${String(error)}`);
    }
    const text = await response.text();
    let answer: Answer = {};
    try {
      answer = text ? (JSON.parse(text) as Answer) : {};
    } catch {
      throw new ProviderUnavailable(`bKash ${path}: HTTP ${response.status}, not JSON`);
    }
    // Each answer's outcome, for bKash's sandbox validation and support (never a token or a secret).
    const { statusCode, statusMessage, paymentID, trxID, transactionStatus } = answer;
    logger.info(`bKash ${path}`, {
      status: response.status,
      ...{ statusCode, statusMessage, paymentID, trxID, transactionStatus },
    });
    if (response.status >= 500)
      throw new ProviderUnavailable(`bKash ${path}: HTTP ${response.status}`);
    return { status: response.status, answer };
  }

  private async grant(refreshToken?: string): Promise<Token> {
    const { appKey, appSecret, username, password } = this.config();
    const path = refreshToken ? 'token/refresh' : 'token/grant';
    const body = {
      app_key: appKey,
      app_secret: appSecret,
      ...(refreshToken ? { refresh_token: refreshToken } : {}),
    };
    const { status, answer } = await this.post(path, body, { username, password });
    const idToken = answer.id_token;
    if (status !== 200 || typeof idToken !== 'string') {
      if (refreshToken) return this.grant();
      throw new ProviderUnavailable(`bKash ${path} refused: ${answer.statusMessage ?? status}`);
    }
    return {
      idToken,
      refreshToken: typeof answer.refresh_token === 'string' ? answer.refresh_token : '',
      expiresAt: this.now() + Number(answer.expires_in ?? 3600) * 1000 - EARLY_MS,
    };
  }

  /** The instance's token: one grant (or refresh) at a time, however many calls wait for it. */
  private async idToken(renew = false): Promise<string> {
    const current = this.token;
    if (current && !renew && current.expiresAt > this.now()) return current.idToken;
    this.pending ??= this.grant(current?.refreshToken || undefined).finally(() => {
      this.pending = null;
    });
    this.token = await this.pending;
    return this.token.idToken;
  }

  /** A call of the checkout API; a refused token is renewed and the call made once more. */
  async call(path: string, body: object): Promise<Answer> {
    const { appKey } = this.config();
    for (let attempt = 0; ; attempt += 1) {
      const token = await this.idToken(attempt > 0);
      const { status, answer } = await this.post(path, body, {
        Authorization: token,
        'X-APP-Key': appKey,
      });
      if (status !== 401 && status !== 403) return answer;
      if (attempt > 0) throw new ProviderUnavailable(`bKash ${path}: token refused`);
      this.token = null;
    }
  }
}
