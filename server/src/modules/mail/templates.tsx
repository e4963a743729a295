import type { ReactNode } from 'react';
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import { render } from '@react-email/render';
import {
  DEFAULT_LOCALE,
  formatText,
  intlOf,
  type MessageDescriptor,
  type MessageValues,
  translate,
  textDirection,
} from '../../common/i18n/index.js';
import { oneLine } from '../../common/mail/one-line.js';
import { readerTime, renderNotification, type Reader } from '../notifications/index.js';
import {
  CodePurposeText,
  CodeText,
  DigestText,
  LayoutText,
  NewServicesText,
  NOTICE_TEXTS,
  isNoticeName,
  type NoticeParams,
} from './mail.texts.js';

/**
 * Every mail the product sends, as React components rendered by react-email (docs/notifications.md): one
 * branded layout, an HTML part and a plain-text part made from the same tree. React escapes
 * every value, so a member's name or a service title is text, never markup.
 *
 * A template is chosen by name when the mail is queued and rendered by the outbox worker when it is
 * sent, so a queued row holds data, not markup — and its words are chosen then, in the recipient's
 * language (`MailContext.locale`; their clock for the instants it names).
 */

const BRAND = '#0f766e';
const PAPER = '#faf8f4';

const styles = {
  body: {
    backgroundColor: PAPER,
    fontFamily: 'system-ui, -apple-system, Segoe UI, Roboto, sans-serif',
    margin: 0,
    padding: '24px 0',
  },
  container: { backgroundColor: '#ffffff', borderRadius: 12, maxWidth: 560, margin: '0 auto', padding: '28px 32px' },
  brand: { color: BRAND, fontSize: 18, fontWeight: 700, margin: '0 0 16px' },
  heading: { color: '#1c1917', fontSize: 22, margin: '0 0 12px' },
  text: { color: '#44403c', fontSize: 16, lineHeight: '24px', margin: '0 0 12px' },
  code: { color: '#1c1917', fontSize: 28, fontWeight: 700, letterSpacing: 6, margin: '8px 0 16px' },
  button: {
    backgroundColor: BRAND,
    borderRadius: 8,
    color: '#ffffff',
    fontSize: 16,
    fontWeight: 600,
    padding: '12px 20px',
    textDecoration: 'none',
  },
  footer: { color: '#78716c', fontSize: 13, lineHeight: '20px', margin: '0 0 6px' },
  item: { color: '#44403c', fontSize: 15, lineHeight: '22px', margin: '0 0 10px' },
} as const;

/** What every template receives besides its own data. */
export interface MailContext {
  appUrl: string;
  /** The recipient's language and timezone (English and UTC for a mail to no member). */
  reader: Reader;
  /** The one-click unsubscribe page of this mail's kind (absent on code mails, which a member cannot refuse). */
  unsubscribeUrl?: string;
  /** What the unsubscribe link stops, e.g. "emails about new requests". */
  unsubscribeWhat?: string;
}

/** A message in the mail's language. */
const say = (ctx: MailContext, d: MessageDescriptor, values?: MessageValues) => translate(ctx.reader.locale, d, values);

/** A message with tags (a link, bold words) in the mail's language: its parts as React nodes. */
function rich(
  ctx: MailContext,
  d: MessageDescriptor,
  values: Record<string, ReactNode | ((chunks: ReactNode[]) => ReactNode)>,
) {
  // FormatJS renders tags through the functions given; its types only know strings for them.
  const format = intlOf(ctx.reader.locale).formatMessage as (d: MessageDescriptor, v: typeof values) => ReactNode;
  return format({ id: d.id, defaultMessage: d.defaultMessage }, values);
}

function Layout(p: { preview: string; ctx: MailContext; children: ReactNode }) {
  const { ctx } = p;
  return (
    <Html lang={ctx.reader.locale} dir={textDirection(ctx.reader.locale) === 'rtl' ? 'rtl' : undefined}>
      <Head />
      <Preview>{p.preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>Energy Exchange</Text>
          {p.children}
          <Hr />
          <Text style={styles.footer}>{say(ctx, LayoutText.footer, { appUrl: ctx.appUrl })}</Text>
          {ctx.unsubscribeUrl && (
            <Text style={styles.footer}>
              {rich(ctx, LayoutText.unsubscribe, {
                what: ctx.unsubscribeWhat ?? say(ctx, LayoutText.theseEmails),
                link: (chunks: ReactNode[]) => (
                  <Link key="unsubscribe" href={ctx.unsubscribeUrl}>
                    {chunks}
                  </Link>
                ),
              })}
            </Text>
          )}
        </Container>
      </Body>
    </Html>
  );
}

const hello = (name?: string, ctx?: MailContext) => {
  const locale = ctx?.reader.locale ?? DEFAULT_LOCALE;
  return name
    ? formatText(locale, { ...LayoutText.hello, values: { name } })
    : formatText(locale, LayoutText.helloNoName);
};

export interface CodeData {
  kind: 'login' | 'signup' | 'no-account' | 'verify' | 'delete';
  code?: string;
  name?: string;
  minutes: number;
  /**
   * The language of a code mailed to an address with no account yet (a sign-up's, or the visitor's
   * browser's). A member's code names the member instead (the row's `userId`), so it reads their
   * account's language when it is sent.
   */
  locale?: string;
}

function CodeMail({ d, ctx }: { d: CodeData; ctx: MailContext }) {
  if (d.kind === 'no-account') {
    return (
      <Layout preview={say(ctx, CodeText.noAccountSubject)} ctx={ctx}>
        <Text style={styles.text}>{hello(d.name, ctx)}</Text>
        <Text style={styles.text}>{say(ctx, CodeText.noAccountAsked)}</Text>
        <Text style={styles.text}>{say(ctx, CodeText.noAccountCreate, { appUrl: ctx.appUrl })}</Text>
        <Text style={styles.text}>{say(ctx, CodeText.noAccountIgnore)}</Text>
      </Layout>
    );
  }
  return (
    <Layout preview={say(ctx, CodePurposeText.preview[d.kind])} ctx={ctx}>
      <Text style={styles.text}>{hello(d.name, ctx)}</Text>
      <Text style={styles.text}>{say(ctx, CodePurposeText.intro[d.kind])}</Text>
      <Text style={styles.code}>{d.code}</Text>
      <Text style={styles.text}>{say(ctx, CodeText.valid, { minutes: d.minutes })}</Text>
    </Layout>
  );
}

/** A code mail's subject in its reader's language (the code first). */
export function codeSubject(d: CodeData, reader: Reader): string {
  return d.kind === 'no-account'
    ? translate(reader.locale, CodeText.noAccountSubject)
    : translate(reader.locale, CodeText.subject, { code: d.code ?? '' });
}

/** A heading and one sentence: what a notification mail, a reminder and a notice show. */
interface Announcement {
  name: string;
  title: string;
  message: string;
}

/**
 * A notification's mail: the notification as stored (its parameters, rendered for the recipient),
 * or, queued before notifications had parameters, its English title and message.
 */
export interface NotificationData {
  name: string;
  title?: string;
  message?: string;
  params?: unknown;
}

function Announced({ d, ctx }: { d: Announcement; ctx: MailContext }) {
  return (
    <Layout preview={d.message} ctx={ctx}>
      <Heading as="h1" style={styles.heading}>
        {d.title}
      </Heading>
      <Text style={styles.text}>{hello(d.name, ctx)}</Text>
      <Text style={styles.text}>{d.message}</Text>
      <Section>
        <Button href={`${ctx.appUrl}/`} style={styles.button}>
          {say(ctx, LayoutText.openApp)}
        </Button>
      </Section>
    </Layout>
  );
}

/** The words of a notification's mail for its recipient. */
export function notificationWords(d: NotificationData, reader: Reader): { title: string; message: string } {
  return renderNotification({ title: d.title ?? null, message: d.message ?? null, params: d.params }, reader);
}

/** A mail that reads like a notification without being one (a confirmed session, a reminder). */
export interface NoticeData extends NoticeParams {
  name: string;
}

/** The subject, title and message of a notice mail for its recipient. */
export function noticeWords(d: NoticeData, reader: Reader): { subject: string; title: string; message: string } {
  const values: MessageValues = { ...d.values };
  if (d.at !== undefined) values.when = readerTime(d.at, reader.timezone, new Date(), reader.locale);
  const notice = isNoticeName(d.notice) ? d.notice : 'sessionReminder';
  const word = (table: Record<string, MessageDescriptor>) => formatText(reader.locale, { ...table[notice], values });
  return { subject: word(NOTICE_TEXTS.subject), title: word(NOTICE_TEXTS.title), message: word(NOTICE_TEXTS.message) };
}

export interface DigestData {
  name: string;
  /** The day it covers, YYYY-MM-DD (UTC). */
  day: string;
  /** The notifications as stored, each rendered for the recipient when the digest is sent. */
  items: Array<{ title: string | null; message: string | null; params?: unknown }>;
  /** How many more there were than the items listed. */
  more: number;
}

/** The day a digest covers: English keeps its ISO day; other languages read it as a date. */
function digestDay(day: string, locale: string): string {
  if (locale === DEFAULT_LOCALE || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

export function digestSubject(d: DigestData, reader: Reader): string {
  return formatText(reader.locale, { ...DigestText.subject, values: { count: d.items.length + d.more } });
}

function DigestMail({ d, ctx }: { d: DigestData; ctx: MailContext }) {
  return (
    <Layout preview={say(ctx, DigestText.preview, { count: d.items.length + d.more })} ctx={ctx}>
      <Heading as="h1" style={styles.heading}>
        {say(ctx, DigestText.heading)}
      </Heading>
      <Text style={styles.text}>{hello(d.name, ctx)}</Text>
      <Text style={styles.text}>{say(ctx, DigestText.intro, { day: digestDay(d.day, ctx.reader.locale) })}</Text>
      {d.items.map((stored, i) => {
        const item = renderNotification({ ...stored, params: stored.params }, ctx.reader);
        return (
          <Text key={i} style={styles.item}>
            <strong>{item.title}</strong>: {item.message}
          </Text>
        );
      })}
      {d.more > 0 && <Text style={styles.text}>{say(ctx, DigestText.more, { more: d.more })}</Text>}
      <Section>
        <Button href={`${ctx.appUrl}/`} style={styles.button}>
          {say(ctx, DigestText.open)}
        </Button>
      </Section>
    </Layout>
  );
}

/** A reminder queued before reminders were notices: its English heading and sentence. */
export type ReminderData = Announcement;

export interface NewServicesData {
  name: string;
  services: Array<{ id: string; title: string; coach: string }>;
}

function NewServicesMail({ d, ctx }: { d: NewServicesData; ctx: MailContext }) {
  return (
    <Layout preview={say(ctx, NewServicesText.subject)} ctx={ctx}>
      <Heading as="h1" style={styles.heading}>
        {say(ctx, NewServicesText.subject)}
      </Heading>
      <Text style={styles.text}>{hello(d.name, ctx)}</Text>
      <Text style={styles.text}>{say(ctx, NewServicesText.intro)}</Text>
      {d.services.map((s) => (
        <Text key={s.id} style={styles.item}>
          {rich(ctx, NewServicesText.item, {
            service: s.title,
            coach: s.coach,
            b: (chunks: ReactNode[]) => <strong key="service">{chunks}</strong>,
          })}
        </Text>
      ))}
      <Section>
        <Button href={`${ctx.appUrl}/`} style={styles.button}>
          {say(ctx, NewServicesText.open)}
        </Button>
      </Section>
    </Layout>
  );
}

/** Every template by name, with the data it takes. */
const TEMPLATES = {
  code: (d: CodeData, ctx: MailContext) => <CodeMail d={d} ctx={ctx} />,
  notification: (d: NotificationData, ctx: MailContext) => (
    <Announced d={{ name: d.name, ...notificationWords(d, ctx.reader) }} ctx={ctx} />
  ),
  notice: (d: NoticeData, ctx: MailContext) => (
    <Announced d={{ name: d.name, ...noticeWords(d, ctx.reader) }} ctx={ctx} />
  ),
  digest: (d: DigestData, ctx: MailContext) => <DigestMail d={d} ctx={ctx} />,
  reminder: (d: ReminderData, ctx: MailContext) => <Announced d={d} ctx={ctx} />,
  newServices: (d: NewServicesData, ctx: MailContext) => <NewServicesMail d={d} ctx={ctx} />,
};

export type TemplateName = keyof typeof TEMPLATES;
export type TemplateData<T extends TemplateName> = Parameters<(typeof TEMPLATES)[T]>[0];
export const TEMPLATE_NAMES = Object.keys(TEMPLATES) as TemplateName[];

/**
 * A mail's subject in its recipient's language, for the templates that say it themselves; undefined
 * keeps the subject the row was queued with (a mail queued before subjects were rendered).
 */
export function localizedSubject(template: TemplateName, data: unknown, reader: Reader): string | undefined {
  switch (template) {
    case 'notification': {
      const d = data as NotificationData;
      return d.params === undefined ? undefined : oneLine(notificationWords(d, reader).title);
    }
    case 'notice':
      return noticeWords(data as NoticeData, reader).subject;
    case 'digest':
      return digestSubject(data as DigestData, reader);
    case 'newServices':
      return formatText(reader.locale, NewServicesText.subject);
    case 'code':
      return codeSubject(data as CodeData, reader);
    default:
      return undefined;
  }
}

/** The HTML and plain-text parts of a mail (the text made from the same tree; lines never wrapped). */
export async function renderMail<T extends TemplateName>(
  template: T,
  data: TemplateData<T>,
  ctx: MailContext,
): Promise<{ html: string; text: string }> {
  const build = TEMPLATES[template] as (d: TemplateData<T>, c: MailContext) => ReturnType<(typeof TEMPLATES)[T]>;
  const element = build(data, ctx);
  const [html, text] = await Promise.all([
    render(element),
    render(element, { plainText: true, htmlToTextOptions: { wordwrap: false } }),
  ]);
  return { html, text: text.trim() + '\n' };
}
