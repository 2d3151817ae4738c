/** The sign-in page's own words (Urdu in messages-ur-ui.ts). */
export const SIGNIN_UI = {
  title: 'Sign In',
  tagline: 'Order from your wholesalers in a few taps.',
  phone: 'Phone No',
  pin: 'Pin Code',
  rememberMe: 'Remember me',
  forgotPin: 'Forgot PIN',
  signIn: 'SIGN IN',
  signingIn: 'Signing in',
  loading: 'Loading',
  newHere: 'New here?',
  signUp: 'SIGN UP',
  addedToTeam: 'Added to a seller’s team?',
  joinTeam: 'Join a team',
  backToSignIn: 'Back to Sign In',
  // PIN reset (features/auth: Forgot PIN, the new PIN)
  backToStore: 'Back to the store',
  sendCode: 'Send Code',
  sendingCode: 'Sending the code',
  newPin: 'New Pin Code',
  savePin: 'Save PIN',
  saving: 'Saving',
  builtBy: 'DawaLink, built by the',
  team: 'DawaLink team',
  landingTitle: 'Ordering between pharmacies and their wholesalers',
  retailerQ: 'Retailer?',
  retailerLine:
    "Open your wholesaler's store link, order from their price list in a few taps and follow each order to your counter.",
  wholesalerQ: 'Wholesaler?',
  wholesalerLine:
    "Put your price list online behind one store link and work through your retailers' orders in one place.",
} as const;
