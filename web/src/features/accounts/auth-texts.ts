import type { AppTexts } from "@filtercycle/contract/messages/app";
import { currentAppTexts, fill, useAppTexts } from "#web/lib/app-texts";
import { AUTH_TEXT } from "./auth-constants";

/**
 * AUTH_TEXT's shape in the reader's language (issue 29): the screens before login read their
 * words through this, so English stays exactly AUTH_TEXT (auth-texts.test.ts) and Gujarati and
 * Hindi come from their catalogue chunk.
 */
export function authTextsOf(t: AppTexts["auth"]) {
  return {
    login: {
      title: t["login.title"],
      heading: t["login.heading"],
      intro: t["login.intro"],
      submit: t["login.submit"],
      busy: t["login.busy"],
      forgotLink: t["login.forgotLink"],
      reasonDashboard: t["login.reasonDashboard"],
      reasonAdmin: t["login.reasonAdmin"],
      reasonOther: t["login.reasonOther"],
      invalidCredentials: t["login.invalidCredentials"],
      sessionEnded: t["login.sessionEnded"],
    },
    forgot: {
      title: t["forgot.title"],
      heading: t["forgot.heading"],
      intro: t["forgot.intro"],
      submit: t["forgot.submit"],
      busy: t["forgot.busy"],
      backToLogin: t["forgot.backToLogin"],
      sent: t["forgot.sent"],
    },
    resetPassword: {
      title: t["reset.title"],
      heading: t["reset.heading"],
      inviteTitle: t["reset.inviteTitle"],
      inviteHeading: t["reset.inviteHeading"],
      intro: t["reset.intro"],
      inviteIntro: t["reset.inviteIntro"],
      submit: t["reset.submit"],
      busy: t["reset.busy"],
      toLogin: t["reset.toLogin"],
      toConsole: t["reset.toConsole"],
      toForgot: t["reset.toForgot"],
      linkInvalid: t["reset.linkInvalid"],
      accountReady: t["reset.accountReady"],
      passwordChanged: t["reset.passwordChanged"],
    },
    accessDenied: { ...AUTH_TEXT.accessDenied, toDashboard: t["reset.toDashboard"] },
    fields: {
      email: t["fields.email"],
      password: t["fields.password"],
      newPassword: t["fields.newPassword"],
      confirmPassword: t["fields.confirmPassword"],
    },
    validation: {
      emailRequired: t["validation.emailRequired"],
      emailInvalid: t["validation.emailInvalid"],
      passwordRequired: t["validation.passwordRequired"],
      newPasswordRequired: t["validation.newPasswordRequired"],
      confirmRequired: t["validation.confirmRequired"],
      passwordsDiffer: t["validation.passwordsDiffer"],
      tooShort: (min: number) => fill(t["validation.tooShort"], { min }),
      tooLong: (max: number) => fill(t["validation.tooLong"], { max }),
    },
    passwordHint: (min: number) => fill(t.passwordHint, { min }),
    fixFields: t.fixFields,
  };
}

export type AuthTexts = ReturnType<typeof authTextsOf>;

/** The auth screens' words in the language shown now. */
export function useAuthTexts(): AuthTexts {
  return authTextsOf(useAppTexts().auth);
}

/** The same outside React (validation messages, a route's `meta`). */
export function currentAuthTexts(): AuthTexts {
  return authTextsOf(currentAppTexts().auth);
}
