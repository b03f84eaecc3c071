/**
 * The auth screens' own texts. The texts the API and the web app share (invalid credentials,
 * the forgot-password confirmation, the invalid-link message, …) are never repeated here: they
 * come from ACCOUNT_MESSAGES in `@filtercycle/contract/accounts`.
 */
export const AUTH_TEXT = {
  login: {
    title: "Log in",
    heading: "Log in to your dashboard",
    intro:
      "Filtercycle customers log in here to see their green-impact figures, benefit values, reports and media files.",
    submit: "Log in",
    busy: "Logging in…",
    forgotLink: "Forgot password?",
    /** Why a signed-in screen sent the visitor here (docs/decisions/0053). */
    reasonDashboard: "Log in to see your dashboard.",
    reasonAdmin: "Log in to see the console.",
    /** Any other signed-in page (the account settings, …). */
    reasonOther: "Log in to continue.",
  },
  forgot: {
    title: "Forgot password",
    heading: "Forgot your password?",
    intro:
      "Tell us the e-mail address of your Filtercycle login and we will send you a link to choose a new password.",
    submit: "Send reset link",
    busy: "Sending…",
    backToLogin: "Back to log in",
  },
  resetPassword: {
    title: "Set a new password",
    heading: "Set a new password",
    inviteTitle: "Choose your password",
    inviteHeading: "Choose your password",
    intro: "Choose a new password for your Filtercycle login.",
    inviteIntro: "Welcome to Filtercycle. Choose the password you will log in with.",
    submit: "Save password",
    busy: "Saving…",
    toLogin: "Go to log in",
    /** A staff invitee, signed in by their first password. */
    toConsole: "Go to the console",
    toForgot: "Ask for a new link",
  },
  accessDenied: {
    heading: "Access denied",
    toDashboard: "Go to your dashboard",
  },
  fields: {
    email: "E-mail address",
    password: "Password",
    newPassword: "New password",
    confirmPassword: "Confirm new password",
  },
  validation: {
    emailRequired: "Enter your e-mail address.",
    emailInvalid: "Enter a valid e-mail address, like name@example.com.",
    passwordRequired: "Enter your password.",
    newPasswordRequired: "Enter a new password.",
    confirmRequired: "Enter the new password again.",
    passwordsDiffer: "The passwords do not match.",
    tooShort: (min: number) => `Use at least ${min} characters.`,
    tooLong: (max: number) => `Use at most ${max} characters.`,
  },
  passwordHint: (min: number) => `At least ${min} characters.`,
  /** Shown in the error box of a form whose fields are invalid. */
  fixFields: "Please correct the highlighted field.",
} as const;
