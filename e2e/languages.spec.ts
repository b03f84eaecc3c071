import { copyFile, mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { waitForHydration } from "./support/hydration.ts";

/**
 * The public site in Gujarati and Hindi (issue 29): prerendered pages at /gu/… and /hi/… in
 * their script with their `lang`, hreflang alternates on every language's copy and in the
 * sitemap, the switcher that keeps the page (a plain link: without JavaScript too), the contact
 * form's words and messages, and each script's font only on its own pages.
 */

const PAGES = {
  "/gu": { lang: "gu", heading: "સિગારેટનું એકેએક ઠૂંઠું એકઠું કરીએ, રિસાયકલ કરીએ." },
  "/hi": { lang: "hi", heading: "सिगरेट का हर टुकड़ा, इकट्ठा भी और रीसायकल भी।" },
  "/gu/contact": { lang: "gu", heading: "અમારો સંપર્ક કરો" },
  "/hi/contact": { lang: "hi", heading: "हमसे संपर्क करें" },
  "/gu/partner-program": { lang: "gu", heading: "કિઓસ્ક રાખો, દરેક કિલોગ્રામ પર કમાણી કરો" },
  "/hi/partner-program": { lang: "hi", heading: "कियोस्क लगवाएँ, हर किलोग्राम पर कमाएँ" },
  "/gu/aboutus": { lang: "gu", heading: "શહેરનો સૌથી નાનો કચરો અમે એકઠો કરીએ છીએ" },
  "/hi/aboutus": { lang: "hi", heading: "हम शहर का सबसे छोटा कचरा इकट्ठा करते हैं" },
  "/gu/services": { lang: "gu", heading: "સેવાઓ" },
  "/hi/services": { lang: "hi", heading: "सेवाएँ" },
  "/gu/service-1": { lang: "gu", heading: "વ્યવસાયો માટે કિઓસ્ક" },
  "/hi/service-1": { lang: "hi", heading: "व्यवसायों के लिए कियोस्क" },
  "/gu/service-2": { lang: "gu", heading: "કાર્યક્રમો અને જાહેર સ્થળો" },
  "/hi/service-2": { lang: "hi", heading: "आयोजन और सार्वजनिक स्थान" },
  "/gu/service-3": { lang: "gu", heading: "પ્રમાણિત રિપોર્ટિંગ સાથે કંપનીઓ માટેના કાર્યક્રમો" },
  "/hi/service-3": { lang: "hi", heading: "प्रमाणित रिपोर्टिंग के साथ कंपनियों के लिए कार्यक्रम" },
  "/gu/products": { lang: "gu", heading: "ઇકો-આર્ટ: રિસાયકલ થયેલું ઠૂંઠું શું બને છે" },
  "/hi/products": { lang: "hi", heading: "इको-आर्ट: रीसायकल हुआ टुकड़ा क्या बनता है" },
  "/gu/campaign": { lang: "gu", heading: "જમીન પર નહીં" },
  "/hi/campaign": { lang: "hi", heading: "ज़मीन पर नहीं" },
  "/gu/our-supporter": { lang: "gu", heading: "જેમના થકી આ કામ ચાલે છે" },
  "/hi/our-supporter": { lang: "hi", heading: "जिनकी बदौलत यह काम चलता है" },
  "/gu/awards": { lang: "gu", heading: "પુરસ્કારો અને સન્માન" },
  "/hi/awards": { lang: "hi", heading: "पुरस्कार और सम्मान" },
  "/gu/reference-and-support": { lang: "gu", heading: "સંદર્ભ અને સહાય" },
  "/hi/reference-and-support": { lang: "hi", heading: "संदर्भ और सहायता" },
  "/gu/blog": { lang: "gu", heading: "બ્લૉગ" },
  "/gu/blog/why-a-cigarette-butt-is-plastic-waste": {
    lang: "gu",
    heading: "સિગારેટનું ઠૂંઠું પ્લાસ્ટિકનો કચરો કેમ છે",
  },
  "/hi/blog/why-a-cigarette-butt-is-plastic-waste": {
    lang: "hi",
    heading: "सिगरेट का टुकड़ा प्लास्टिक कचरा क्यों है",
  },
  "/gu/privacy-policy": { lang: "gu", heading: "ગોપનીયતા નીતિ" },
  "/hi/privacy-policy": { lang: "hi", heading: "गोपनीयता नीति" },
  "/gu/term-and-condition": { lang: "gu", heading: "નિયમો અને શરતો" },
  "/hi/term-and-condition": { lang: "hi", heading: "नियम और शर्तें" },
} as const;

/** The alternates a translated page names: [hreflang, path]. */
const alternatesOf = async (page: Page) =>
  page
    .locator('head link[rel="alternate"]')
    .evaluateAll((links) =>
      links.map((link) => [
        link.getAttribute("hreflang") ?? "",
        new URL(link.getAttribute("href") ?? "").pathname,
      ]),
    );

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const [pagePath, expected] of Object.entries(PAGES)) {
    test(`${pagePath} is prerendered in its language with its alternates`, async ({ page }) => {
      const response = await page.goto(pagePath);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", expected.lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(expected.heading);
      const english = pagePath.replace(/^\/(gu|hi)/, "") || "/";
      expect(await alternatesOf(page)).toEqual([
        ["en", english],
        ["gu", `/gu${english === "/" ? "" : english}`],
        ["hi", `/hi${english === "/" ? "" : english}`],
        ["x-default", english],
      ]);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(new URL(canonical ?? "").pathname).toBe(pagePath);
    });
  }

  test("the English copies name the same alternates, and stay English", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact us");
    expect(await alternatesOf(page)).toEqual([
      ["en", "/contact"],
      ["gu", "/gu/contact"],
      ["hi", "/hi/contact"],
      ["x-default", "/contact"],
    ]);
    // A page only in English (every public page is translated now: the not-found page) names
    // no alternates.
    await page.goto("/no-such-page");
    expect(await alternatesOf(page)).toEqual([]);
  });

  test("the switcher in the header keeps the page, and works as a plain link", async ({ page }) => {
    await page.goto("/contact");
    const header = page.getByRole("banner");
    await header
      .getByRole("navigation", { name: "Language" })
      .getByRole("link", { name: "ગુજરાતી" })
      .click();
    await expect(page).toHaveURL(/\/gu\/contact$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("અમારો સંપર્ક કરો");
    await page
      .getByRole("banner")
      .getByRole("navigation", { name: "ભાષા" })
      .getByRole("link", { name: "हिन्दी" })
      .click();
    await expect(page).toHaveURL(/\/hi\/contact$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    // And from the footer, back to English.
    await page
      .getByRole("contentinfo")
      .getByRole("group", { name: "भाषा" })
      .getByRole("link", { name: "English" })
      .click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact us");
  });

  test("the Gujarati pages link to each other in Gujarati", async ({ page }) => {
    await page.goto("/gu");
    const nav = page.getByRole("navigation", { name: "મુખ્ય" });
    await expect(nav.getByRole("link", { name: "સંપર્ક" })).toHaveAttribute("href", "/gu/contact");
    await expect(nav.getByRole("link", { name: "સેવાઓ" })).toHaveAttribute("href", "/gu/services");
    await expect(
      page.getByRole("contentinfo").getByRole("link", { name: "ગોપનીયતા નીતિ" }),
    ).toHaveAttribute("href", "/gu/privacy-policy");
    await expect(page.getByRole("link", { name: "મુખ્ય લખાણ પર જાઓ" })).toHaveAttribute(
      "href",
      "#main",
    );
    await expect(page.getByRole("link", { name: "અમે અસર કેવી રીતે માપીએ છીએ" })).toHaveAttribute(
      "href",
      "/gu/reference-and-support#how-we-measure-impact",
    );
    await page.goto("/gu/services");
    await page.getByRole("link", { name: "વ્યવસાયો માટે કિઓસ્ક" }).click();
    await expect(page).toHaveURL(/\/gu\/service-1$/);
    await expect(
      page.getByRole("link", { name: "પાર્ટનર પ્રોગ્રામ માટે અરજી કરો" }).last(),
    ).toHaveAttribute("href", "/gu/partner-program");
  });

  test("the Hindi method section: its figures, range and version in Hindi", async ({ page }) => {
    await page.goto("/hi/reference-and-support");
    const main = page.getByRole("main");
    await expect(main.getByRole("row", { name: /^बचाए गए जल संसाधन \(लीटर\)/ })).toContainText(
      "बचाया गया पानी (लीटर) = इकट्ठा किए गए सिगरेट के टुकड़े (संख्या) × 500",
    );
    const versions = page.getByRole("list", { name: "पद्धति के संस्करण" });
    await expect(versions.getByRole("heading", { level: 4 })).toHaveText(["मूल पद्धति — हमेशा"]);
    await expect(versions).toContainText("प्रकाशित दायरा: प्रति टुकड़ा 50 से 1,000 लीटर");
    // Every placeholder filled: the phone and e-mail in the help box.
    await expect(main).toContainText(
      "+91 79 4000 0000 पर फ़ोन करें या hello@filtercycle.example पर लिखें।",
    );
  });
});

// Every prerendered page is translated now; the not-found page (rendered in the browser) is
// English only, and its switcher leads to each language's home page.
test("a page only in English switches to the language's home page", async ({ page }) => {
  await page.goto("/no-such-page");
  await page
    .getByRole("banner")
    .getByRole("navigation", { name: "Language" })
    .getByRole("link", { name: "हिन्दी" })
    .click();
  await expect(page).toHaveURL(/\/hi$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(PAGES["/hi"].heading);
});

test("the sitemap gives each translated page its alternates", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const contact = /<url><loc>[^<]*\/contact<\/loc>(.*?)<\/url>/.exec(xml)?.[1] ?? "";
  const alternates = [...contact.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [
    m[1],
    new URL(m[2] as string).pathname,
  ]);
  expect(alternates).toEqual([
    ["en", "/contact"],
    ["gu", "/gu/contact"],
    ["hi", "/hi/contact"],
    ["x-default", "/contact"],
  ]);
});

test("the sitemap gives every blog post its Gujarati and Hindi addresses", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const post = "/blog/what-happens-after-we-empty-a-kiosk";
  const entry = new RegExp(`<url><loc>[^<]*${post}</loc>(.*?)</url>`).exec(xml)?.[1] ?? "";
  const alternates = [...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [
    m[1],
    new URL(m[2] as string).pathname,
  ]);
  expect(alternates).toEqual([
    ["en", post],
    ["gu", `/gu${post}`],
    ["hi", `/hi${post}`],
    ["x-default", post],
  ]);
});

test("a Hindi post opens from the Hindi blog, in Hindi, and leads back to it", async ({ page }) => {
  await page.goto("/hi/blog");
  await waitForHydration(page);
  const card = page.getByRole("listitem").filter({ hasText: "कियोस्क खाली होने के बाद क्या होता है" });
  await expect(card).toContainText("8 अक्टूबर 2026");
  await card.getByRole("link").click();
  await expect(page).toHaveURL(/\/hi\/blog\/what-happens-after-we-empty-a-kiosk$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "कियोस्क खाली होने के बाद क्या होता है",
  );
  await expect(page.getByRole("heading", { level: 2, name: "2. वज़न और रिकॉर्ड" })).toBeVisible();
  // Its links lead to the Hindi pages where there is one.
  await expect(
    page.getByRole("main").getByRole("link", { name: "हमें लिखें", exact: true }),
  ).toHaveAttribute("href", "/hi/contact");
  await page.getByRole("link", { name: "← ब्लॉग के सभी लेख" }).first().click();
  await expect(page).toHaveURL(/\/hi\/blog$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ब्लॉग");
});

test("a legal page in Hindi says the English version prevails, and links to it", async ({
  page,
}) => {
  await page.goto("/hi/privacy-policy#grievance-officer");
  const main = page.getByRole("main");
  await expect(
    main.getByText(
      "यह अनुवाद आपकी सुविधा के लिए है। अगर इसमें और अंग्रेज़ी संस्करण में कोई अंतर हो, तो अंग्रेज़ी संस्करण ही मान्य होगा।",
    ),
  ).toBeVisible();
  await expect(main.getByText("पिछला संशोधन: 21 नवंबर 2026")).toBeVisible();
  // The English anchors reach the same section.
  await expect(page.locator("#grievance-officer")).toHaveText("शिकायत अधिकारी");
  // A click while React takes the page over may be lost (seen on a loaded machine).
  await waitForHydration(page);
  await main.getByRole("link", { name: "अंग्रेज़ी संस्करण पढ़ें" }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy policy");
  await expect(page.getByRole("main").getByText("English version prevails")).toHaveCount(0);
});

test("the contact form speaks Gujarati, its field messages too", async ({ page }) => {
  await page.goto("/gu/contact");
  await waitForHydration(page);
  await page.getByRole("button", { name: "સંદેશ મોકલો" }).click();
  await expect(page.getByRole("alert").first()).toContainText(
    "કૃપા કરીને લાલ રંગમાં દર્શાવેલી વિગતો સુધારો.",
  );
  await expect(page.getByLabel("તમારું નામ")).toHaveAccessibleDescription(/કૃપા કરીને તમારું નામ લખો\./);
  await page.getByRole("textbox", { name: "સંદેશ" }).fill("ટૂંકો");
  await page.getByRole("button", { name: "સંદેશ મોકલો" }).click();
  await expect(page.getByRole("textbox", { name: "સંદેશ" })).toHaveAccessibleDescription(
    /કૃપા કરીને ઓછામાં ઓછા 10 અક્ષરનો સંદેશ લખો\./,
  );
});

test("the partner page speaks Hindi: its rates, business types and the application", async ({
  page,
  request,
}) => {
  await page.goto("/hi/partner-program");
  await waitForHydration(page);
  const main = page.getByRole("main");
  // The seeded rates (₹200–400 a kg, 3 kg at ₹300), in the Hindi sentences.
  await expect(
    main.getByText(/^व्यवसाय इकट्ठा हुए फ़िल्टर के हर किलो पर ₹200–₹400 कमाते हैं;/),
  ).toBeVisible();
  await expect(
    main.getByText("उदाहरण: महीने में 3 किलो भरने वाला कैफ़े ₹300/किलो की दर से महीने में ₹900 कमाता है।"),
  ).toBeVisible();
  const form = page.getByRole("region", { name: "पार्टनर प्रोग्राम के लिए आवेदन करें" });
  await form.getByRole("button", { name: "आवेदन भेजें" }).click();
  await expect(form.getByRole("alert").first()).toContainText(
    "कृपया लाल रंग में दिखाए गए फ़ील्ड ठीक करें।",
  );
  await expect(form.getByLabel("व्यवसाय का नाम")).toHaveAccessibleDescription(
    /कृपया अपने व्यवसाय का नाम लिखें।/,
  );
  const business = `E2E चाय घर ${Date.now()}`;
  await form.getByLabel("व्यवसाय का नाम").fill(business);
  await form.getByLabel("व्यवसाय का प्रकार").selectOption({ label: "कैफ़े, रेस्टोरेंट या चाय की दुकान" });
  await form.getByLabel("शहर").fill("Ahmedabad");
  await form.getByLabel("रोज़ धूम्रपान करने वाले (आपका अनुमान)").fill("40");
  await form.getByLabel("आपका नाम").fill("Meena Shah");
  await form.getByLabel("ई-मेल पता").fill("meena@chai.example");
  await form.getByLabel("फ़ोन नंबर").fill("+91 98250 44444");
  await form.getByRole("button", { name: "आवेदन भेजें" }).click();
  await expect(
    form.getByRole("heading", { name: "धन्यवाद, आपका आवेदन भेज दिया गया है।" }),
  ).toBeVisible();

  // The same value as from the English page reaches the staff inbox.
  const login = await request.post("/api/customer_login", {
    data: { email: "admin@example.com", password: "Admin@12345" },
  });
  expect(login.status()).toBe(200);
  const inbox = await (await request.get("/api/admin/inbox?kind=partner")).json();
  expect(inbox.items).toContainEqual(
    expect.objectContaining({ businessName: business, businessType: "cafe-restaurant" }),
  );
});

test("each script's font loads on its own pages only; the switcher's names everywhere", async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
  });
  // A font is asked for when text needing it is laid out, which a loaded machine may do after
  // the network has been idle for half a second (this test failed so once in CI): lay the page
  // out and wait for its fonts before looking at what was asked for.
  const visit = async (pagePath: string) => {
    fonts.length = 0;
    await page.goto(pagePath, { waitUntil: "networkidle" });
    await page.evaluate(async () => {
      void document.body.offsetHeight;
      await document.fonts.ready;
    });
  };
  await visit("/gu");
  await expect.poll(() => fonts.some((font) => /noto-sans-gujarati/.test(font))).toBe(true);
  expect(fonts.some((font) => /noto-sans-devanagari/.test(font))).toBe(false);
  await visit("/hi");
  await expect.poll(() => fonts.some((font) => /noto-sans-devanagari/.test(font))).toBe(true);
  expect(fonts.some((font) => /noto-sans-gujarati/.test(font))).toBe(false);
  await visit("/contact");
  // Only the switcher's two names, in their tiny fonts.
  await expect.poll(() => fonts.filter((font) => /language-name/.test(font)).length).toBe(2);
  expect(fonts.filter((font) => /noto-sans-(gujarati|devanagari)/.test(font))).toEqual([]);
});

// The script font arriving after the first paint re-laid the Gujarati and Hindi home pages out
// with it: on a phone the live figures moved down 95 px (Lighthouse's layout shift 0.093, against
// 0.001 in English). Each page now preloads its script's two files. On a slowed phone CPU, as
// Lighthouse's mobile run does, the shift came every time without the preload.
for (const [pagePath, script] of [
  ["/gu", "gujarati"],
  ["/hi", "devanagari"],
] as const) {
  test(`${pagePath} preloads its script's font and does not shift as it arrives, on a phone`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
    });
    const page = await context.newPage();
    await (await context.newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as PerformanceEntry & { value: number }).value);
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(pagePath, { waitUntil: "networkidle" });
    await page.evaluate(() => document.fonts.ready);
    const preloaded = await page
      .locator('link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    expect(preloaded).toHaveLength(2);
    for (const href of preloaded) expect(href).toContain(`noto-sans-${script}-${script}-`);
    const shift = await page.evaluate(() =>
      (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
    );
    expect(shift).toBeLessThan(0.01);
    await context.close();
  });
}

test("English pages preload no script font", async ({ request }) => {
  for (const pagePath of ["/", "/contact"]) {
    const html = await (await request.get(pagePath)).text();
    expect(html, pagePath).not.toMatch(/rel="preload" as="font"/);
  }
});

// One test per page (one test visiting every page took 29 s of its 30 on a loaded machine, and
// timed out there): each page hydrates on its own clock.
for (const pagePath of Object.keys(PAGES)) {
  test(`${pagePath} hydrates without a mismatch`, async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(pagePath);
    await waitForHydration(page);
    // The live figures' request may fail in a test run; React's hydration errors may not.
    expect(
      errors.filter((text) => /hydrat|did not match|Minified React error/i.test(text)),
    ).toEqual([]);
  });
}

const LATIN_FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";

// A phone without the script's fonts, on a slow line: the font file came after the first paint,
// `font-display: optional` kept the fallback for the page's whole life, and the page showed empty
// boxes. Here Chromium runs with the machine's fonts hidden (an empty fontconfig) and each script
// font file arrives 2 s late: once it is there, the heading's letters are drawn with it.
for (const [pagePath, heading] of [
  ["/hi", PAGES["/hi"].heading],
  ["/gu", PAGES["/gu"].heading],
] as const) {
  test(`${pagePath} without the device's fonts and with a late font file never keeps boxes`, async ({
    playwright,
    launchOptions,
  }, testInfo) => {
    // Only one Latin font left to the browser (web fonts need fontconfig to start; with no font
    // at all Chromium refuses every web font too): no Gujarati or Devanagari font of the device.
    const conf = testInfo.outputPath("fonts.conf");
    const only = testInfo.outputPath("only-latin");
    await mkdir(only, { recursive: true });
    await copyFile(LATIN_FONT, path.join(only, path.basename(LATIN_FONT)));
    await writeFile(
      conf,
      `<?xml version="1.0"?><fontconfig><dir>${only}</dir><cachedir>${testInfo.outputPath("font-cache")}</cachedir></fontconfig>`,
    );
    const browser = await playwright.chromium.launch({
      ...launchOptions,
      env: { ...process.env, FONTCONFIG_FILE: conf },
    });
    try {
      const page = await browser.newPage({ baseURL: testInfo.project.use.baseURL });
      await page.route(/\.woff2(\?|$)/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 2000));
        await route.continue();
      });
      await page.goto(pagePath);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeAttached();
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("DOM.enable");
      await cdp.send("CSS.enable");
      const fontsOfHeading = async () => {
        const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
        const { nodeId } = await cdp.send("DOM.querySelector", {
          nodeId: root.nodeId,
          selector: "h1",
        });
        const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
        return fonts.filter((font) => font.isCustomFont).map((font) => font.familyName);
      };
      const script = pagePath === "/hi" ? "Noto Sans Devanagari" : "Noto Sans Gujarati";
      await expect.poll(fontsOfHeading, { timeout: 10_000 }).toContain(script);
    } finally {
      await browser.close();
    }
  });
}
