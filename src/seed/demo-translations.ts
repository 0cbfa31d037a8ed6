// The demo survey in German and Arabic (docs/design/localization.md): every text a respondent reads, by the demo's
// question keys; the seed turns them into the survey's text keys once the questions have ids. Arabic shows the
// right-to-left page.
import type { DEMO_QUESTIONS } from './demo-survey';

type Key = (typeof DEMO_QUESTIONS)[number]['key'];

interface QuestionWords {
  title: string;
  /** Option, row or column labels by item id, per list. */
  options?: Record<string, string>;
  rows?: Record<string, string>;
  columns?: Record<string, string>;
  labels?: string[];
  /** The config's own labels (`buttonLabel`, `yesLabel`...), which a question stores with its defaults. */
  config?: Record<string, string>;
}

interface Words {
  title: string;
  description: string;
  messages: { thankYou: string; screenedOut: string; quotaFull: string };
  questions: Record<Key, QuestionWords>;
}

const de: Words = {
  title: 'Umfrage zur Produkterfahrung 2026',
  description: 'Demodaten aus `fieldwork seed`: wie Menschen Fieldwork Notes erleben.',
  messages: {
    thankYou: 'Vielen Dank für Ihre Zeit!',
    screenedOut: 'Vielen Dank! Diese Umfrage richtet sich nur an Erwachsene.',
    quotaFull: 'Vielen Dank! Von Personen mit Ihrem Tarif haben wir schon genug Antworten.',
  },
  questions: {
    welcome: { title: 'Willkommen! Diese Umfrage dauert etwa fünf Minuten.', config: { buttonLabel: 'Starten' } },
    age: {
      title: 'Wie alt sind Sie?',
      options: { under_18: 'Unter 18', '18_24': '18–24', '25_34': '25–34', '35_44': '35–44', '45_54': '45–54', '55_plus': '55 oder älter' },
    },
    used: { title: 'Haben Sie Fieldwork Notes in den letzten 30 Tagen genutzt?', config: { yesLabel: 'Ja', noLabel: 'Nein' } },
    nps: {
      title: 'Wie wahrscheinlich ist es, dass Sie Fieldwork Notes einem Freund oder Kollegen empfehlen?',
      config: { lowLabel: 'Überhaupt nicht wahrscheinlich', highLabel: 'Äußerst wahrscheinlich' },
    },
    disappointed: { title: 'Was hat Sie am meisten enttäuscht?' },
    like: { title: 'Was gefällt Ihnen am besten?' },
    satisfaction: {
      title: 'Wie zufrieden sind Sie mit den folgenden Punkten?',
      rows: { speed: 'Geschwindigkeit', design: 'Gestaltung', price: 'Preis', support: 'Support' },
      columns: { '1': 'Sehr unzufrieden', '2': 'Unzufrieden', '3': 'Neutral', '4': 'Zufrieden', '5': 'Sehr zufrieden' },
    },
    features: {
      title: 'Welche Funktionen nutzen Sie?',
      options: { sync: 'Synchronisierung', sharing: 'Teilen', templates: 'Vorlagen', search: 'Suche', offline: 'Offline-Modus' },
    },
    attention: {
      title: 'Damit wir sehen, dass Sie mitlesen: Bitte wählen Sie „Stimme eher zu“.',
      options: { sd: 'Stimme überhaupt nicht zu', d: 'Stimme eher nicht zu', a: 'Stimme eher zu', sa: 'Stimme voll zu' },
    },
    easier: {
      title: 'Fieldwork Notes erleichtert meine Arbeit.',
      labels: ['Stimme überhaupt nicht zu', 'Stimme nicht zu', 'Weder noch', 'Stimme zu', 'Stimme voll zu'],
    },
    plan: {
      title: 'Welchen Tarif nutzen Sie?',
      options: { free: 'Kostenlos', starter: 'Starter', pro: 'Pro', business: 'Business', enterprise: 'Enterprise' },
    },
    word: { title: 'Wie würden Sie Fieldwork Notes mit einem Wort beschreiben?' },
    why_not: {
      title: 'Warum haben Sie es in letzter Zeit nicht genutzt?',
      options: {
        forgot: 'Ich habe es vergessen',
        switched: 'Ich bin zu einer anderen App gewechselt',
        price: 'Es ist zu teuer',
        no_need: 'Ich hatte keinen Bedarf',
      },
    },
    thanks: { title: 'Vielen Dank für Ihre Zeit!' },
  },
};

const ar: Words = {
  title: 'استبيان تجربة المنتج 2026',
  description: 'بيانات تجريبية من `fieldwork seed`: كيف يختبر الناس Fieldwork Notes.',
  messages: {
    thankYou: 'شكرًا لوقتك!',
    screenedOut: 'شكرًا لك! هذا الاستبيان للبالغين فقط.',
    quotaFull: 'شكرًا لك! لدينا ما يكفي من الإجابات من مشتركي باقتك.',
  },
  questions: {
    welcome: { title: 'أهلًا بك! يستغرق هذا الاستبيان نحو خمس دقائق.', config: { buttonLabel: 'ابدأ' } },
    age: {
      title: 'كم عمرك؟',
      options: { under_18: 'أقل من 18', '18_24': '18–24', '25_34': '25–34', '35_44': '35–44', '45_54': '45–54', '55_plus': '55 أو أكثر' },
    },
    used: { title: 'هل استخدمت Fieldwork Notes خلال الثلاثين يومًا الماضية؟', config: { yesLabel: 'نعم', noLabel: 'لا' } },
    nps: {
      title: 'ما مدى احتمال أن توصي بـ Fieldwork Notes لصديق أو زميل؟',
      config: { lowLabel: 'غير محتمل إطلاقًا', highLabel: 'محتمل جدًا' },
    },
    disappointed: { title: 'ما أكثر ما خيّب ظنك؟' },
    like: { title: 'ما أكثر ما يعجبك فيه؟' },
    satisfaction: {
      title: 'ما مدى رضاك عن كل مما يلي؟',
      rows: { speed: 'السرعة', design: 'التصميم', price: 'السعر', support: 'الدعم' },
      columns: { '1': 'غير راضٍ إطلاقًا', '2': 'غير راضٍ', '3': 'محايد', '4': 'راضٍ', '5': 'راضٍ جدًا' },
    },
    features: {
      title: 'ما الميزات التي تستخدمها؟',
      options: { sync: 'المزامنة', sharing: 'المشاركة', templates: 'القوالب', search: 'البحث', offline: 'العمل دون اتصال' },
    },
    attention: {
      title: 'لنتأكد من أنك تقرأ، يرجى اختيار «أوافق إلى حدّ ما».',
      options: { sd: 'لا أوافق بشدة', d: 'لا أوافق إلى حدّ ما', a: 'أوافق إلى حدّ ما', sa: 'أوافق بشدة' },
    },
    easier: {
      title: 'يجعل Fieldwork Notes عملي أسهل.',
      labels: ['لا أوافق بشدة', 'لا أوافق', 'محايد', 'أوافق', 'أوافق بشدة'],
    },
    plan: {
      title: 'ما الباقة التي تستخدمها؟',
      options: { free: 'مجانية', starter: 'المبتدئة', pro: 'الاحترافية', business: 'الأعمال', enterprise: 'المؤسسات' },
    },
    word: { title: 'بكلمة واحدة، كيف تصف Fieldwork Notes؟' },
    why_not: {
      title: 'لماذا لم تستخدمه مؤخرًا؟',
      options: { forgot: 'نسيته', switched: 'انتقلت إلى تطبيق آخر', price: 'إنه مكلف جدًا', no_need: 'لم أكن بحاجة إليه' },
    },
    thanks: { title: 'شكرًا لوقتك!' },
  },
};

/** The demo's languages: its default first. */
export const DEMO_LANGUAGES = ['en', 'de', 'ar'];

/** The demo's translations under the survey's text keys (src/localization/texts.ts), by language. */
export function demoTranslations(ids: ReadonlyMap<string, string>): Record<string, Record<string, string>> {
  const keyed = (w: Words): Record<string, string> => {
    const texts: Record<string, string> = {
      'survey.title': w.title,
      'survey.description': w.description,
      ...Object.fromEntries(Object.entries(w.messages).map(([name, text]) => [`survey.messages.${name}`, text])),
    };
    for (const [key, q] of Object.entries(w.questions)) {
      const at = `question.${ids.get(key)}`;
      texts[`${at}.title`] = q.title;
      for (const list of ['options', 'rows', 'columns'] as const)
        for (const [id, label] of Object.entries(q[list] ?? {})) texts[`${at}.config.${list}.${id}.label`] = label;
      q.labels?.forEach((label, n) => (texts[`${at}.config.labels.${n}`] = label));
      for (const [name, text] of Object.entries(q.config ?? {})) texts[`${at}.config.${name}`] = text;
    }
    return texts;
  };
  return { de: keyed(de), ar: keyed(ar) };
}
