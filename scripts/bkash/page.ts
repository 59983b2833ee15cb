import { escapeHtml } from '@boi/domain/shared/html';
import { DEBIT_BLOCK_WALLET, INSUFFICIENT_BALANCE_WALLET, REGULAR_WALLETS } from './wallets';

/** The stand-in's payment page: wallet number, OTP and PIN, Confirm and Close (cancel). */
export function paymentPage(payment: {
  paymentID: string;
  amount: string;
  merchantInvoiceNumber: string;
  error?: string;
}): string {
  const id = escapeHtml(payment.paymentID);
  const error = payment.error
    ? `<p class="error" role="alert">${escapeHtml(payment.error)}</p>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>bKash Payment (local stand-in)</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;background:#f4f4f6;color:#222}
main{max-width:420px;margin:0 auto;background:#fff;min-height:100vh;box-shadow:0 0 8px #0002}
header{background:#e2136e;color:#fff;padding:16px 20px}
header h1{margin:0;font-size:22px}
.merchant{padding:12px 20px;border-bottom:1px solid #eee;display:flex;justify-content:space-between;gap:8px}
form{padding:20px;display:grid;gap:14px}
label{display:grid;gap:6px;font-size:14px;font-weight:600}
input{font-size:18px;padding:10px;border:1px solid #bbb;border-radius:6px}
.buttons{display:grid;grid-template-columns:1fr 1fr;gap:10px}
button{font-size:16px;padding:12px;border-radius:6px;border:0;cursor:pointer}
button[value=confirm]{background:#e2136e;color:#fff}
button[value=cancel]{background:#ddd}
.error{color:#b00020;margin:0}
.note{font-size:12px;color:#555;padding:0 20px 20px}
</style></head>
<body><main>
<header><h1>bKash</h1><div>Local stand-in of the Tokenized Checkout page</div></header>
<div class="merchant"><span>Boi · Invoice ${escapeHtml(payment.merchantInvoiceNumber)}</span><strong>BDT ${escapeHtml(payment.amount)}</strong></div>
<form method="post" action="/pay/${id}">
${error}
<label>Your bKash Account number<input name="wallet" inputmode="numeric" autocomplete="off" placeholder="e.g 01XXXXXXXXX" pattern="01[0-9]{9}" required></label>
<label>Verification code (OTP)<input name="otp" inputmode="numeric" autocomplete="one-time-code" required></label>
<label>PIN<input name="pin" type="password" inputmode="numeric" required></label>
<div class="buttons"><button type="submit" name="action" value="cancel" formnovalidate>Close</button><button type="submit" name="action" value="confirm">Confirm</button></div>
</form>
<p class="note">Test wallets: ${REGULAR_WALLETS.slice(0, 2).join(', ')} pay; ${INSUFFICIENT_BALANCE_WALLET} has insufficient balance; ${DEBIT_BLOCK_WALLET} is debit-blocked. OTP 123456, PIN 12121.</p>
</main></body></html>`;
}
