import { defineSecret, defineString } from 'firebase-functions/params';

/** bKash's merchant credentials, from Secret Manager (docs/operations.md, "bKash"). */
export const bkashAppKey = defineSecret('BKASH_APP_KEY');
export const bkashAppSecret = defineSecret('BKASH_APP_SECRET');
export const bkashUsername = defineSecret('BKASH_USERNAME');
export const bkashPassword = defineSecret('BKASH_PASSWORD');
/** The functions that talk to bKash bind these (secrets: BKASH_SECRETS). */
export const BKASH_SECRETS = [bkashAppKey, bkashAppSecret, bkashUsername, bkashPassword];

/** Sandbox or live: bKash's base URL of the Tokenized Checkout, up to …/tokenized/checkout. */
export const bkashBaseUrl = defineString('BKASH_BASE_URL', {
  default: 'https://tokenized.sandbox.bka.sh/v1.2.0-beta/tokenized/checkout',
  description: "bKash Tokenized Checkout base URL (sandbox or live, from bKash's onboarding)",
});

export type BkashConfig = {
  baseUrl: string;
  appKey: string;
  appSecret: string;
  username: string;
  password: string;
};

/**
 * The configuration of this instance. The local stack sets BKASH_LOCAL_URL to its stand-in
 * (scripts/bkash/), which wins over the parameter; production never sets it.
 */
export function bkashConfig(env: NodeJS.ProcessEnv = process.env): BkashConfig {
  return {
    baseUrl: (env.BKASH_LOCAL_URL || bkashBaseUrl.value()).replace(/\/+$/, ''),
    appKey: bkashAppKey.value(),
    appSecret: bkashAppSecret.value(),
    username: bkashUsername.value(),
    password: bkashPassword.value(),
  };
}
