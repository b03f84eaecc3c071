export const AUTH_TEXT = {
  login: {
    title: "Log in",
    heading: "Log in to your dashboard",
    intro:
      "Filtercycle customers log in here to see their green-impact figures, benefit values, reports and media files.",
  },
  forgot: {
    title: "Forgot password",
    heading: "Forgot your password?",
    intro:
      "Tell us the e-mail address of your Filtercycle login and we will send you a link to choose a new password.",
  },
  resetPassword: {
    title: "Choose a new password",
    heading: "Choose a new password",
    intro:
      "Open this page from the link in your password e-mail to set a new password for your Filtercycle login.",
  },
} as const;
