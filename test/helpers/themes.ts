// A brand's theme that passes every check (green on cream, AA contrast), for the tests that set one.
export const BRAND = {
  primaryColor: '#166534',
  backgroundColor: '#fefce8',
  textColor: '#1c1917',
  fontFamily: 'rounded',
  cornerRadius: 16,
  showProgress: false,
} as const;
