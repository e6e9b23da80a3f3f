/**
 * What a production BFF is started with in tests: NODE_ENV=production and secrets that pass the
 * production check (long, random-looking, no placeholder). Never used anywhere but tests.
 */
export const productionSecrets = {
  JWT_SECRET: 'tq8Vb2mZ4rKx9Lw1Hc7Np3Fs6Dg0Jy5A',
  SERVICE_TOKEN_SECRET: 'Rf3Kd8Wq1Zx6Mb9Tn2Lp7Hs4Cv0Gy5Ja',
  CODE_SECRET: 'Pz5Lm2Qw8Nc1Xr7Bv4Tk9Hd3Fs6Gy0Ja',
  CODE_ENCRYPTION_KEY: 'Ye7Gt2Mc9Qx4Lb1Wn6Rk3Zp8Hv5Ds0Ja',
} as const;

export const productionEnv = {
  NODE_ENV: 'production',
  ...productionSecrets,
  // Required on production: links and robots.txt name the site, never a request's Host.
  PUBLIC_URL: 'https://localpros.example',
} as const;
