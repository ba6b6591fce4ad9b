/** The token the e2e shops take on courier status webhooks (x-api-key), as COURIER_WEBHOOK_TOKEN. */
export const E2E_COURIER_TOKEN = 'e2e-courier-webhook-token-3f9a';
