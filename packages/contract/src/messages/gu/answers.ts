import type { answers as en } from "../en/answers.ts";
import type { TranslationOf } from "../types.ts";

export const answers: TranslationOf<typeof en> = {
  "account.invalidCredentials": "ઈ-મેલ અથવા પાસવર્ડ ખોટો છે.",
  "account.forgotConfirmation":
    "જો આ ઈ-મેલ સરનામાનું એકાઉન્ટ હશે, તો અમે તેના પર પાસવર્ડ બદલવાની લિંક મોકલી છે. લિંક એક કલાક સુધી કામ કરશે.",
  "account.resetLinkInvalid":
    "આ લિંકની મુદત પૂરી થઈ ગઈ છે અથવા તે પહેલાં જ વપરાઈ ગઈ છે. 'પાસવર્ડ ભૂલી ગયા' પેજ પરથી નવી લિંક માગો.",
  "account.resetTokenField": "આ લિંકની મુદત પૂરી થઈ ગઈ છે અથવા તે પહેલાં જ વપરાઈ ગઈ છે.",
  "account.passwordChanged": "તમારો પાસવર્ડ બદલાઈ ગયો છે. હવે તમે નવા પાસવર્ડથી લૉગ ઇન કરી શકો છો.",
  "account.accountReady": "તમારું એકાઉન્ટ તૈયાર છે અને તમે લૉગ ઇન થઈ ગયા છો.",
  "account.passwordUpdated": "તમારો પાસવર્ડ બદલાઈ ગયો છે. તમારાં બીજાં બધાં સેશનમાંથી લૉગઆઉટ કરી દેવાયું છે.",
  "account.sessionEnded": "તમારું સેશન પૂરું થઈ ગયું છે. કૃપા કરીને ફરી લૉગ ઇન કરો.",
  "account.staffOnly": "આ વિભાગ ફક્ત Filtercycleના સ્ટાફ માટે છે.",
  "account.adminOnly": "આ વિભાગ ફક્ત Filtercycleના ઍડમિન માટે છે. કલેક્ટર રૂટની સ્ક્રીન વાપરે છે.",
  "account.customersOnly": "આ વિભાગ ફક્ત ગ્રાહકોના લૉગ ઇન માટે છે.",
  "account.businessDeactivated":
    "આ વ્યવસાયનું એકાઉન્ટ બંધ કરી દેવાયું છે, તેથી તેના લૉગ ઇનથી સાઇન ઇન થઈ શકાતું નથી. કૃપા કરીને Filtercycleનો સંપર્ક કરો.",
  "account.wrongCurrentPassword": "આ તમારો હાલનો પાસવર્ડ નથી.",
  "account.ownerOnly": "આ કામ ફક્ત આ વ્યવસાયના માલિક કરી શકે છે.",
  "account.loginGone": "આ લૉગ ઇન હવે અસ્તિત્વમાં નથી.",
  "account.tooManyAttempts.one": "ઘણા બધા પ્રયાસ થયા. 1 સેકન્ડ રાહ જોઈને ફરી પ્રયાસ કરો.",
  "account.tooManyAttempts.other": "ઘણા બધા પ્રયાસ થયા. {seconds} સેકન્ડ રાહ જોઈને ફરી પ્રયાસ કરો.",
  "tokens.customersOnly": "API ટોકન ફક્ત ગ્રાહકોના લૉગ ઇન માટે છે.",
  "tokens.tooMany":
    "એક લૉગ ઇન પાસે વધુમાં વધુ {max} API ટોકન હોઈ શકે. પહેલાં જે ટોકન હવે ન વાપરતા હો તે રદ કરો.",
  "tokens.notFound": "તમારા લૉગ ઇનનું આ આઈડી ધરાવતું કોઈ API ટોકન નથી.",
  "team.recordNotFound": "તમારા વ્યવસાયની વિગતો મળી નથી.",
  "team.noLogin": "તમારા વ્યવસાયનું આ આઈડી ધરાવતું કોઈ લૉગ ઇન નથી.",
  "team.cannotRemoveSelf": "તમે પોતાને હટાવી શકતા નથી. બીજા માલિકને તમને હટાવવા કહો.",
  "team.lastOwner": "દરેક વ્યવસાયમાં ઓછામાં ઓછો એક માલિક રહેવો જોઈએ: આ છેલ્લા માલિક છે.",
  "team.noSession": "તમારા લૉગ ઇનનું આ આઈડી ધરાવતું કોઈ સેશન નથી.",
  "sessions.device": "{system} પર {browser}",
  otherWebsite: "બીજી વેબસાઇટ પરથી આવેલી વિનંતીઓ સ્વીકારાતી નથી. Filtercycleની પોતાની સાઇટ વાપરો.",
  "impactPage.slugTaken": "આ સરનામું બીજો વ્યવસાય વાપરે છે: બીજું સરનામું પસંદ કરો.",
  "impactPage.reservedSlug": "આ શબ્દ સાઇટ પોતાનાં પેજ માટે વાપરે છે: બીજું સરનામું પસંદ કરો.",
  "impactPage.noBusiness": "આવો કોઈ વ્યવસાય નથી.",
  "impact.recordNotFound":
    "તમારા વ્યવસાયની વિગતો મળી નથી. તે પાછી લાવવા Filtercycle સપોર્ટનો સંપર્ક કરો.",
  "collections.notFound": "તમારા વ્યવસાયનું આ આઈડી ધરાવતું કોઈ કલેક્શન નથી.",
  "collections.tooOld":
    "આ કલેક્શન ({date}) {days} દિવસથી જૂનું છે: સમસ્યા {days} દિવસની અંદર જ જણાવી શકાય છે. તેના વિશે Filtercycle સપોર્ટનો સંપર્ક કરો.",
  "payouts.openExists":
    "તમારી {amount}ની એક ચુકવણીની વિનંતી હજી ખુલ્લી છે ({status}, {day}ના રોજ માગી). તે ચૂકવાઈ જાય અથવા નામંજૂર થાય પછી નવી વિનંતી કરી શકાશે.",
  "payouts.openExistsShort": "તમારી એક ચુકવણીની વિનંતી હજી ખુલ્લી છે.",
  "payouts.overBalance": "રકમ તમારા {balance}ના બેલેન્સથી વધુ ન હોઈ શકે.",
  "pickups.noKiosk": "આ આઈડી ધરાવતું કોઈ કિઓસ્ક નથી.",
  "pickups.openRequestExists": "આ કિઓસ્ક માટે પિકઅપની એક વિનંતી પહેલેથી ખુલ્લી છે.",
  "pickups.noPickup": "આ આઈડી ધરાવતું કોઈ પિકઅપ નથી.",
  "pickups.alreadyDone": "આ પિકઅપ પહેલેથી પૂરું થઈ ગયું છે ({date}).",
  "pickups.alreadyMissed": "આ પિકઅપ પહેલેથી ચૂકી ગયેલું નોંધાયું છે ({date}); તેના બદલે તેનું નવું પિકઅપ પૂરું કરો.",
  "pickups.futureComplete":
    "આ પિકઅપ {date}ના રોજ નક્કી છે; તે એ દિવસે કે પછી જ પૂરું કરી શકાય (આજે {today} છે).",
  "pickups.futureMiss":
    "આ પિકઅપ {date}ના રોજ નક્કી છે; તેને એ દિવસે કે પછી જ ચૂકી ગયેલું નોંધી શકાય (આજે {today} છે). તેના બદલે તેને બીજી તારીખે ખસેડો.",
  "pickups.keyUsed": "આ ઓળખ-કી બીજા પિકઅપ માટે વપરાઈ ગઈ છે; દરેક સ્ટોપ માટે નવી બનાવો.",
  "pickups.collectionDate":
    "પિકઅપની તારીખ {date} આ કિઓસ્ક સેવામાં હતું તે દિવસોની બહાર છે, તેથી તે નોંધી શકાય નહીં.",
  "pickups.collectorOtherDay": "કલેક્ટર એક જ દિવસના સ્ટોપ જોઈ શકે: ગઈકાલ ({from}) કે આજ ({to}).",
  "pickups.collectorNotYourStop":
    "આ સ્ટોપ {date}નો છે; કલેક્ટર ફક્ત ગઈકાલ ({from}) કે આજ ({to})ના પોતાના સ્ટોપ નોંધી શકે. એડમિન તેને કન્સોલમાં નોંધી શકે.",
  "pickups.savedByAnother": "આ સ્ટોપ આ ફોનમાં બીજા લોગિને સેવ કર્યો છે; ફક્ત એ જ લોગિન તેને મોકલી શકે.",
  "pickups.loginRemoved": "મોકલાયું નથી: આ સ્ટોપ સેવ કરનાર લોગિન કાઢી નખાયું છે. એડમિન તેને કન્સોલમાં નોંધશે.",
  "unsubscribe.invalid": "આ અનસબ્સ્ક્રાઇબ લિંક માન્ય નથી અથવા તેની મુદત પૂરી થઈ ગઈ છે.",
  "unsubscribe.tokenField": "આ લિંક માન્ય નથી અથવા તેની મુદત પૂરી થઈ ગઈ છે.",
  serverError:
    "અમારી બાજુએ કંઈક ખોટું થયું. થોડી વારમાં ફરી પ્રયાસ કરો; વારંવાર આવું થાય તો સપોર્ટનો સંપર્ક કરો.",
  databaseUnavailable: "ડેટાબેઝ અત્યારે ઉપલબ્ધ નથી; થોડી વારમાં ફરી પ્રયાસ કરો.",
};
