/**
 * The header values every contract interaction sends, matched exactly (contracts/README.md: What the pacts check).
 * `expiredToken` is the one interaction's token a provider must refuse: no server issued it, so `--token` leaves it.
 */
export const contractHeaders = {
  antiForgeryToken: 'contract-anti-forgery-token',
  clientId: 'hcuk-genesis-web',
  bearerToken: 'contract-token',
  expiredToken: 'contract-token-expired',
};
