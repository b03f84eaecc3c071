/** What both public forms (contact, partner application) share, and their field messages. */
export const forms = {
  required: "required",
  optional: "optional",
  "submit.contact": "Send message",
  "submit.partner": "Send application",
  sending: "Sending…",
  errorSummary: "Please correct the highlighted fields.",
  networkError:
    "Your message could not be sent: the server could not be reached. Check your connection and try again.",
  serverError: "Something went wrong on our side and your message was not sent. Please try again.",
  noScript:
    "This form needs JavaScript. You can also write to us at the e-mail address on this page.",
  honeypotLabel: "Leave this field empty",
  "field.name": "Please enter your name.",
  "field.nameTooLong": "Please keep your name under {max} characters.",
  "field.email": "Please enter a valid e-mail address, like name@example.com.",
  "field.phone": "Please enter a valid phone number (digits, spaces, + and - only).",
  "field.phoneRequired": "Please enter a phone number we can call you on.",
  "field.message": "Please write a message of at least {min} characters.",
  "field.messageTooLong": "Please keep your message under {max} characters.",
  "field.businessName": "Please enter the name of your business.",
  "field.businessNameTooLong": "Please keep the business name under {max} characters.",
  "field.city": "Please enter the city where the kiosk would go.",
  "field.businessType": "Please choose the type of business.",
  "field.smokersPerDay": "Please enter a whole number between 1 and {max}.",
  "field.controlCharacters": "Please remove the control characters (such as NUL) from this field.",
  "field.invisibleCharacters":
    "Please remove the invisible or text-direction characters from this field.",
} as const;
