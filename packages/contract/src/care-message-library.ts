import type { CareMessageCategory } from './care-messages.ts';

// Issue 42 (ADR 057): the English messages the library ships with, keyed by
// week like MomConnect's. Staff edit them and add Luganda, Swahili and
// Runyankole texts; each fits one SMS filled with CARE_MESSAGE_EXAMPLE.
// Advice follows the WHO 2016 antenatal model (contacts by 12 weeks, then
// at 20, 26, 30, 34, 36, 38 and 40), WHO postnatal care (within 24 hours,
// day 3, days 7 to 14, week 6) and Uganda's immunisation schedule (UNEPI).
// A message names its contact the week before, when its window opens.
// {babyName} is her baby's name or "your baby", so it never starts a sentence.

/** Week: completed weeks of pregnancy today. */
const PREGNANCY: Record<number, string> = {
  5: 'Hello {firstName}, you are {weeks, plural, one {# week} other {# weeks}} pregnant. Take an iron and folic acid tablet every day: it keeps your blood strong and helps baby grow well.',
  6: '{firstName}, go for your first antenatal visit early, by 12 weeks. You will be tested for HIV, syphilis and anaemia, and get care to keep you and baby well.',
  7: '{firstName}, feeling sick in the morning is common. Eat small meals often and drink boiled water. If you cannot keep food or water down, see a health worker.',
  8: '{firstName}, eat a mix of foods each day: beans, groundnuts, eggs, fish or meat, dark green vegetables and fruit. Add one extra small meal a day for your baby.',
  9: '{firstName}, sleep under an insecticide-treated mosquito net every night: malaria is dangerous in pregnancy. Have a fever? Go to a health facility the same day.',
  10: '{firstName}, do not drink alcohol or smoke, and take no medicine or herbs unless a health worker gives them. This keeps your growing baby safe.',
  11: '{firstName}, your first antenatal contact is due by 12 weeks. If you have not gone yet, go this week. You will get the Td vaccine against tetanus for you and baby.',
  12: '{firstName}, take your antenatal card to every visit and keep it safe. Your contacts are at 20, 26, 30, 34, 36, 38 and 40 weeks. Questions? Call {servicePhone}.',
  13: '{firstName}, from now you get SP tablets at your antenatal visits to prevent malaria in pregnancy. Take them at the clinic as the health worker tells you.',
  14: '{firstName}, keep taking your iron and folic acid tablet every day. Take it with water or juice, not with tea. Dark stools are normal with iron tablets.',
  15: '{firstName}, most pregnancies go well. If you have bleeding, fever, severe belly pain or a bad headache, go to a health facility at once. Help: {servicePhone}.',
  16: '{firstName}, you may feel your baby move soon, often between 16 and 20 weeks. At first it feels like light flutters. Talk and sing to your baby!',
  17: '{firstName}, rest when you can and drink plenty of clean water. Ask your family to help with heavy lifting and digging. Light work and walking are good.',
  18: '{firstName}, if your face or hands swell, or you have a severe headache or blurred vision, go to a health facility at once: your blood pressure needs checking.',
  19: "{firstName}, your next antenatal contact, at 20 weeks, is due now. Your blood pressure and your baby's growth will be checked. Take your antenatal card.",
  20: '{firstName}, you are halfway! Your baby is due about {edd, date, long}. Keep eating well, taking your iron tablet and sleeping under your net.',
  21: '{firstName}, if you have not had an HIV test in this pregnancy, ask for one at your next visit. If you have HIV, daily medicine can keep your baby free of it.',
  22: '{firstName}, back pain and heartburn are common now. Eat small meals, do not lie down just after eating, and rest with your feet up when you can.',
  23: '{firstName}, start planning the birth: which health facility you will go to, how you will get there and money for transport. Talk about it with your family.',
  24: '{firstName}, feeling baby move every day is a good sign. If baby moves less than usual, go to a health facility at once. Do not wait for the next day.',
  25: '{firstName}, your antenatal contact at 26 weeks is due now. You will get SP against malaria, a blood check and your blood pressure taken. Take your card.',
  26: '{firstName}, save a little money each week for the birth and for transport. Choose someone to go with you to the health facility when labour starts.',
  27: '{firstName}, check your mosquito net has no holes and sleep under it every night. A fever in pregnancy: go to a health facility the same day for a test.',
  28: '{firstName}, from now sleep on your side, not flat on your back: it helps blood reach your baby. A folded cloth behind your back can help you stay on your side.',
  29: '{firstName}, your antenatal contact at 30 weeks is due now. Take your card, ask the health worker any question and share your birth plan.',
  30: '{firstName}, pack a bag for the birth: clean cloths, pads, soap, a basin, baby clothes, a hat, socks and a blanket. Ask at the clinic about a mama kit.',
  31: '{firstName}, if your waters break, or you have bleeding, fits or strong belly pain before 37 weeks, go to a health facility at once. Call {servicePhone} for help.',
  32: '{firstName}, plan to breastfeed within 1 hour of the birth. Give only breast milk for 6 months: no water, sugar water or other milk. It protects your baby.',
  33: '{firstName}, your antenatal contact at 34 weeks is due now. From now, visits come every 2 weeks: at 34, 36, 38 and 40 weeks. Take your card each time.',
  34: '{firstName}, think about family planning after the birth and ask at your next visit which method suits you. Spacing babies 2 years apart is best for you both.',
  35: '{firstName}, your antenatal contact at 36 weeks is due now. The health worker will check how your baby is lying. Are your bag, money and transport ready?',
  36: '{firstName}, signs of labour: pains that come regularly and get stronger, a show of blood-stained mucus, or your waters breaking. Then go to your health facility.',
  37: '{firstName}, your antenatal contact at 38 weeks is due now. Baby could come any day: keep the phone numbers of your transport and your companion ready.',
  38: '{firstName}, give birth at a health facility, with a skilled health worker. Go as soon as labour starts. Take your card, your bag and the money you saved.',
  39: '{firstName}, your antenatal contact at 40 weeks is due now. Your baby is due about {edd, date, long}. Many babies come a little before or after that day.',
  40: '{firstName}, your baby is due about now. Labour pains, bleeding, waters breaking or baby moving less: go to your health facility now. Call us: {servicePhone}.',
  41: '{firstName}, you are past your due date. Go to your health facility in the next day or two, even if you feel well, so they can check you and your baby.',
};

/** Week: weeks since the birth (0 is the first week). */
const POSTNATAL: Record<number, string> = {
  0: 'Congratulations {firstName}! You and your baby need checks within 24 hours of the birth and on day 3. Keep baby warm, skin to skin on your chest.',
  1: '{firstName}, your next postnatal check is due between days 7 and 14. Keep the cord clean and dry, with nothing on it: it falls off by itself.',
  2: '{firstName}, go to a health facility at once if you have heavy bleeding, fever, a bad-smelling discharge or a severe headache. Call {servicePhone} for help.',
  3: '{firstName}, take your baby to a health facility at once if baby does not feed, feels hot or cold, breathes fast, has fits, or has yellow palms or soles.',
  4: '{firstName}, feeling tired or tearful after a birth is common. If sadness does not lift or you cannot cope, talk to us at {servicePhone}. You are not alone.',
  5: '{firstName}, give only breast milk: it has all the water and food baby needs for 6 months. Your 6-week postnatal check is next week.',
  6: "{firstName}, your 6-week postnatal check is due now, with your baby's vaccines. Ask about family planning: you can get pregnant again before your period returns.",
};

/** Week: the baby's age in weeks; weekly to 14, then every 2 weeks. */
const BABY: Record<number, string> = {
  0: 'Congratulations {firstName}! At birth, {babyName} needs the BCG, polio 0 and hepatitis B vaccines. If any were missed, ask at the health facility this week.',
  1: '{firstName}, keep {babyName} warm with a hat, socks and a blanket, and skin to skin on your chest. Wash your hands with soap before you touch baby.',
  2: '{firstName}, breastfeed {babyName} whenever baby wants, day and night. Only breast milk: no water, glucose or herbs. Bring the child health card to every visit.',
  3: '{firstName}, if {babyName} does not feed, has a fever, breathes fast or has fits, go to a health facility now. Call {servicePhone} if you need help.',
  4: '{firstName}, talk, sing and smile to {babyName} often. Babies learn from your voice and your face from the very first weeks.',
  5: '{firstName}, {babyName} is due for the 6-week vaccines next week: polio 1, DPT-HepB-Hib 1, PCV 1 and rotavirus 1. Take the child health card.',
  6: '{firstName}, {babyName} is 6 weeks old: time for the 6-week vaccines. A mild fever or a sore leg after is normal. Keep breastfeeding often.',
  7: '{firstName}, {babyName} may smile at you now: smile and talk back! Keep giving only breast milk, and sleep together under a treated mosquito net.',
  8: '{firstName}, take {babyName} to be weighed every month. The growth chart on the child health card shows if baby is growing well.',
  9: '{firstName}, {babyName} is due for the 10-week vaccines next week: polio 2, DPT-HepB-Hib 2, PCV 2 and rotavirus 2. Take the child health card.',
  10: '{firstName}, {babyName} is 10 weeks old today: time for the 10-week vaccines. Go to the health facility this week with the child health card.',
  11: '{firstName}, wash your hands with soap after the toilet, after changing nappies and before feeding {babyName}. It keeps diarrhoea away.',
  12: '{firstName}, if {babyName} has diarrhoea, keep breastfeeding and get ORS and zinc from a health worker. Blood in the stool or a very weak baby: go now.',
  13: '{firstName}, {babyName} is due for the 14-week vaccines next week: polio 3, DPT-HepB-Hib 3, PCV 3 and IPV. Take the child health card.',
  14: '{firstName}, {babyName} is 14 weeks old: time for the 14-week vaccines. The next ones are at 9 months. Keep the child health card safe.',
  16: '{firstName}, {babyName} may hold up the head and reach for things now. Let baby lie on the tummy while awake, with you near, and give safe things to hold.',
  18: '{firstName}, back at work? Express breast milk into a clean cup so the carer can feed {babyName} by cup. Only breast milk until 6 months.',
  20: '{firstName}, a fever in a baby can be malaria. If {babyName} is hot, go to a health facility the same day for a test. Keep sleeping under a treated net.',
  22: '{firstName}, {babyName} will soon be 6 months old. Then baby needs other foods as well as breast milk. Plan soft foods like thick porridge.',
  24: "{firstName}, teeth may come soon. Never let anyone cut baby's gums or pull 'false teeth': it is harmful. Fever or diarrhoea is not from teeth: see a health worker.",
  26: '{firstName}, {babyName} is 6 months old! Start soft foods 2 to 3 times a day: thick porridge, mashed beans, egg, fish or greens. Keep breastfeeding too.',
  28: '{firstName}, {babyName} needs vitamin A from 6 months, then every 6 months: ask at the health facility. Ask too if your district gives the malaria vaccine.',
  30: "{firstName}, make baby's food thick, not watery, and add a little oil, groundnut paste or mashed beans. Feed with a clean cup and spoon, and be patient.",
  32: '{firstName}, {babyName} may sit and crawl soon. Keep fire, hot water, medicines and small objects out of reach. Play and talk with baby every day.',
  34: '{firstName}, weigh {babyName} every month and bring the child health card each time. Ask the health worker what the growth chart shows.',
  36: "{firstName}, wash your hands and your baby's hands with soap before eating. Use clean boiled water and cover food. This keeps diarrhoea away.",
  38: '{firstName}, {babyName} will soon be 9 months old: then the measles-rubella and yellow fever vaccines are due. Take the child health card.',
  40: '{firstName}, {babyName} is 9 months old: time for the measles-rubella and yellow fever vaccines if not yet given. Give 3 to 4 meals a day and breast milk.',
  42: '{firstName}, cut food into small soft pieces so {babyName} learns to eat family food. Give fruit, eggs, beans, fish or meat and greens each day.',
  44: '{firstName}, go to a health facility at once if {babyName} breathes fast, has fits, cannot drink, vomits everything or is very sleepy. Help: {servicePhone}.',
  46: '{firstName}, read, sing and name things for {babyName}: cup, ball, mama. Babies who are talked to every day learn to talk sooner.',
  48: '{firstName}, keep breastfeeding to 2 years or more, with family food. Give {babyName} 3 to 4 meals and 1 to 2 healthy snacks a day.',
  50: '{firstName}, {babyName} may take first steps soon. Keep the home safe: no open fire, paraffin or sharp things within reach. Praise each new try!',
  52: 'Happy first birthday to {babyName}, {firstName}! Now baby needs deworming tablets and vitamin A. The next vaccine, measles-rubella 2, is at 18 months.',
};

/** The day before a contact or vaccine is due. */
const REMINDER: Record<number, string> = {
  0: "{firstName}, due tomorrow {date, date, long}: {step}. Take your card. Can't come? Call {servicePhone}.",
};

const BY_CATEGORY: Record<CareMessageCategory, Record<number, string>> = {
  Pregnancy: PREGNANCY,
  Postnatal: POSTNATAL,
  Baby: BABY,
  Reminder: REMINDER,
};

/** The library as first installed: one English message per group and week. */
export const SHIPPED_CARE_MESSAGES: readonly {
  category: CareMessageCategory;
  week: number;
  text: string;
}[] = Object.entries(BY_CATEGORY).flatMap(([category, texts]) =>
  Object.entries(texts).map(([week, text]) => ({
    category: category as CareMessageCategory,
    week: Number(week),
    text,
  })),
);
