/**
 * Every text the spec shows a person, with the spelling corrected (DESIGN.md section 7).
 * Wire field names are not here: they stay as the spec spells them.
 */
export const MSG = {
  // generic
  errorOccurred: 'Error Occurred. Please try again',
  tryAgain: 'Try Again',
  pleaseTryAgain: 'Please Try Again',
  requiredFields: 'Please Enter all the required Fields',
  updatedSuccessfully: 'Updated Successfully',
  deletedSuccessfully: 'Deleted Successfully',
  unexpectedError: 'Unexpected Application Error',
  pleaseLogin: 'Please Login',
  notSignedIn: 'Please sign in',
  forbidden: 'You are not allowed to do this',
  notFound: 'Not Found',
  tooManyRequests: 'Too many requests. Please wait and try again',
  badRequest: 'Invalid request',
  crossSiteRefused: 'Cross-site requests are not allowed',
  invalidIdempotencyKey: 'Invalid Idempotency-Key',
  tooManyOrderStreams: 'Too many open order streams. Close some tabs',
  orderTotalTooLarge: 'The order total is too large. Please split the order',

  // sign-in
  loginSuccessful: 'Login Successful',
  phoneOrPinMismatch: "Phone or Pin doesn't match please try again",
  profileDisabled: 'Your Profile has been disabled by Admin',
  accountLocked: 'This account is locked after too many wrong PINs. Reset your PIN by SMS code with Forgot PIN',
  signInWait: (minutes: number) =>
    `Too many wrong PINs. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again`,
  /** Beside the wrong-PIN message: what the next wrong PINs bring (the sign-in's 401 `tries_left`, `wait_minutes`). */
  triesLeft: (tries: number, waitMinutes?: number) =>
    tries === 0
      ? waitMinutes
        ? `No tries left: the next sign-in waits ${waitMinutes} minutes. Forgot PIN? Reset it by SMS code.`
        : 'No tries left: reset your PIN by SMS code with Forgot PIN.'
      : `${tries} ${tries === 1 ? 'try' : 'tries'} left before ${waitMinutes ? `a ${waitMinutes}-minute wait` : 'the account locks until the PIN is reset'}.`,
  pinMismatch: "PIN doesn't Match, Try again",
  wrongPinsSinceLastVisit: (count: number) =>
    `${count} wrong PIN${count === 1 ? ' was' : 's were'} tried on your account since your last visit. If it was not you, change your PIN in your Profile`,
  currentPinRequired: 'Enter your current PIN to set a new one',
  currentPinWrong: "Current PIN doesn't match",
  pinVerified: 'PIN Verified',

  // field validation
  fullNameRequired: 'Full Name is Required',
  alphabetsOnly: 'Alphabets only',
  phoneRequired: 'Phone No is Required',
  phoneInvalid: 'Enter a Valid Phone No',
  phoneEnter: 'Enter Your Phone No',
  phoneEnterValid: 'Enter a Valid phone no',
  passcodeRequired: 'Passcode is Required',
  storeRequired: 'Store is Required',
  addressRequired: 'Address is Required',
  selectUser: 'Please Select the User',
  businessNameRequired: 'Business Name is Required',
  businessNameMin: 'Business Name should consist of at least 5 characters',
  emailRequired: 'Email is Required',
  emailInvalid: 'Enter a Valid Email address',
  passwordRequired: 'Password is Required',
  passwordMin: 'Password should be of at least 3 characters',
  passwordsMismatch: "Passwords don't match",
  enterStoreName: 'Enter your store name',
  completeAddress: 'Please enter your complete address',
  tooLong: (max: number) => `Must be at most ${max} characters`,

  // OTP and registration
  otpMismatch: "OTP doesn't Match, Try again",
  otpVerified: 'OTP Verified',
  otpSent: 'OTP sent',
  otpExpired: 'The code has expired. Please request a new one',
  otpTooManyTries: 'Too many wrong codes. Please request a new one',
  otpResendWait: (seconds: number) => `Please wait ${seconds} seconds before requesting another code`,
  otpPhoneLimit: 'Too many codes sent to this phone. Please try again later',
  otpIpLimit: 'Too many codes requested today. Please try again tomorrow',
  verificationInvalid: 'Phone verification expired. Please verify your phone again',
  phoneAlreadyRegistered: 'Phone No Already Registered. Please SignIn',
  storeNameTaken: 'Store Name Already Registered, Please Try a different Store Name',
  registeredAsWholesaler: 'This Number is Registered as Wholesaler',
  retailerRegistered: 'Retailer Registered Successfully',
  wholesalerRegistered: 'Wholesaler Registered Successfully',
  signUpSuccessful: 'SignUp Successful',
  registeredSuccessfully: 'You are Registered Successfully',
  writeNewPassword: 'Write a new Password',
  phoneNotFound: 'Phone Number Not Found',
  contactSupport: (email: string) => `If you cannot reset your PIN, contact support at ${email}`,

  // cart and checkout
  cartEmpty: 'Cart is Empty',
  addItemsToCart: 'Add items to your cart',
  noItemsAddedToCart: 'No Items Added to Cart',
  noItemsAdded: 'No items added',
  orderPlaced: 'Order Placed Successfully',
  enterUrl: 'Please Enter the URL in the Browser',
  storeNotFound: 'Store Not Found',
  storeUnavailable: 'This store is currently unavailable',
  listingUnavailable: 'Some items are no longer sold by this store',
  idempotencyConflict: 'This order is already being placed',
  idempotencyKeyReused:
    'This order was changed after it was first sent. Please check your cart and place the order again',

  // role notices
  signedInAsRetailer: 'You are Signed In as Retailer. Please Sign-out and Login In again',
  signedInAsSeller: 'You are Signed In as seller. Please Sign-out and Login In again',

  // products and listings
  productNameRequired: 'Product Name is Required',
  selectManufacturer: 'Select a Manufacturer',
  pleaseSelectManufacturer: 'Please Select a Manufacturer',
  totalPriceRequired: 'Total Price is Required',
  addedSuccessfully: 'Added Successfully',
  productAlreadyAdded: 'Product Already added for the company',
  productsAddedSuccessfully: 'Products Added Successfully',
  noItemsSelected: 'No Items Selected',
  addOrUncheck: 'Please Add or Un-check the selected items',
  statusUpdated: 'Status Updated Successfully',
  areYouSure: 'Are You Sure',

  // orders
  selectProductStatus: 'Please select product status',
  selectOrders: 'Please select Order(s)',

  // empty states
  dataNotFound: 'Data Not Found',
  noDataFound: 'No Data Found',
  noOrdersPlaced: 'No Orders have been placed',
  noRetailersFound: 'No Retailers found',
  noWholesalersFound: 'No wholesalers found',
  noRecentStores: 'No Recent Stores Visited.',
  catalogueEmpty: 'The catalogue has no products yet',
} as const;
