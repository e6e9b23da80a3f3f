/**
 * What a production BFF is started with in tests: NODE_ENV=production and secrets that pass the
 * production check (long, random-looking, no placeholder). Never used anywhere but tests.
 */
export const productionSecrets = {
  JWT_SECRET: 'tq8Vb2mZ4rKx9Lw1Hc7Np3Fs6Dg0Jy5A',
  // The BFF's Ed25519 caller key (a test pair made with npm run caller-keys; its public half below).
  CALLER_SIGNING_KEY: 'MC4CAQAwBQYDK2VwBCIEIBDTaT/oshZsOB8vJW5ZK7Rv7BW48fRcgMQz3Zvbxi29',
  CODE_SECRET: 'Pz5Lm2Qw8Nc1Xr7Bv4Tk9Hd3Fs6Gy0Ja',
  CODE_ENCRYPTION_KEY: 'Ye7Gt2Mc9Qx4Lb1Wn6Rk3Zp8Hv5Ds0Ja',
  UNSUBSCRIBE_SECRET: 'Qm4Vt8Lc2Xz6Nb1Rw5Hk9Jp3Gs7Df0Ty',
} as const;

/** What a production service trusts: the public half of productionSecrets.CALLER_SIGNING_KEY. */
export const productionCallerPublicKeys = {
  CALLER_PUBLIC_KEYS: 'bff:MCowBQYDK2VwAyEAtIlGO26u2sHMvjTmNvBsrAarrgGEJqpEavJ9TVwk9jM=',
} as const;

/**
 * Live payment provider settings in the shape Square and GoCardless issue them (never real ones):
 * production refuses to start without them, or with a sandbox or stand-in in their place.
 */
export const productionPaymentProviders = {
  SQUARE_APPLICATION_ID: 'sq0idp-Lp4Tq9Xw2Mz7Kc1Vb8Nr3Hd',
  SQUARE_LOCATION_ID: 'L8QWZ4TR2M1KX',
  SQUARE_ACCESS_TOKEN: 'EAAAl9Qx3Vm7Tz2Kb8Wn4Hc1Rp6Ld0Jy5Fs',
  SQUARE_WEBHOOK_SIGNATURE_KEY: 'Wk4Jd9Lq2Xv7Mb1Tz6Hn3Rc8Fp5Gs0Ya',
  GOCARDLESS_ACCESS_TOKEN: 'live_Hq7Vd2Mx9Lb4Tw1Zk6Nc3Rp8Fs5Gy0Ja',
  GOCARDLESS_WEBHOOK_SECRET: 'Gc5Nr8Tw1Lq6Xm3Vb9Kd2Hz7Fp4Ys0Ja',
} as const;

/**
 * A live Vonage account's settings in the shapes Vonage issues them (never real ones): production
 * refuses to start without them (every SMS code would fail), or with a stand-in's API.
 */
export const productionSmsProvider = {
  VONAGE_API_KEY: 'f3a9c2e7',
  VONAGE_API_SECRET: 'Qm4Xt8Lw2Zp6Rk9V',
  SMS_FROM: 'LocalPros',
} as const;

/**
 * A VAPID pair for web push (made with `npx web-push generate-vapid-keys`, never used anywhere but
 * tests): production refuses to start without one, with the development pair or with the stand-in.
 */
export const productionWebPush = {
  VAPID_PUBLIC_KEY: 'BDAaN052KAE2RlSBwHkWa8rFe5cGbiAjVKxElLPWhxBsWb4wEfOrGGPFcH5g5SL9SAlU1J-bDYQSvzybqVr7k48',
  VAPID_PRIVATE_KEY: 'm8afQbZS67NlFmdzqhBeXGon1YXpKASGfeIgWmQlMdQ',
  VAPID_SUBJECT: 'mailto:support@localpros.example',
} as const;

export const productionEnv = {
  NODE_ENV: 'production',
  ...productionSecrets,
  ...productionPaymentProviders,
  ...productionSmsProvider,
  ...productionWebPush,
  // Required on production: links and robots.txt name the site, never a request's Host.
  PUBLIC_URL: 'https://localpros.example',
} as const;
