import type { blog as en } from "../en/blog.ts";
import type { TranslationOf } from "../types.ts";

export const blog: TranslationOf<typeof en> = {
  title: "બ્લૉગ",
  description:
    "Filtercycleના લેખો અને માર્ગદર્શિકાઓ: સિગારેટનું ઠૂંઠું પ્લાસ્ટિકનો કચરો કેમ છે, કિઓસ્ક ખાલી થયા પછી ઠૂંઠાંનું શું થાય છે, અને કિઓસ્ક એવી જગ્યાએ કેવી રીતે મૂકવું કે લોકો તેનો ઉપયોગ કરે.",
  eyebrow: "બ્લૉગ",
  heading: "બ્લૉગ",
  intro:
    "અમારા કામની નોંધો: સિગારેટનાં ઠૂંઠાંના કચરા પાછળનું વિજ્ઞાન, અમારું કલેક્શન અને રિસાયક્લિંગ કેવી રીતે ચાલે છે, અને પાર્ટનર માટે વ્યવહારુ સલાહ.",
  postsHeading: "બધા લેખ",
  noPosts: "હજી કોઈ લેખ નથી.",
  readingTime: "{minutes} મિનિટનું વાંચન",
  by: "લેખક:",
  published: "પ્રકાશિત:",
  updated: "સુધારો:",
  back: "બ્લૉગના બધા લેખ",
};
