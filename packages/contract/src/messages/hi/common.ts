import type { common as en } from "../en/common.ts";
import type { TranslationOf } from "../types.ts";

export const common: TranslationOf<typeof en> = {
  "client.networkError": "सर्वर तक नहीं पहुँच पाए। अपना इंटरनेट कनेक्शन जाँचकर फिर से कोशिश करें।",
  "client.unexpectedAnswer": "सर्वर ने ऐसा जवाब भेजा जिसे यह पेज समझ नहीं पाता। कृपया फिर से कोशिश करें।",
  "client.serverError": "सर्वर यह अनुरोध पूरा नहीं कर पाया (HTTP {status})।",
  "form.checkField": "कृपया {name} जाँचें।",
  cancel: "रद्द करें",
  calendar: "कैलेंडर से चुनें",
  "pager.label": "पेज",
  "pager.previous": "पिछला",
  "pager.next": "अगला",
  "pager.page": "पेज {page}",
  "pager.pageOf": "{pages} में से पेज {page}",
};
