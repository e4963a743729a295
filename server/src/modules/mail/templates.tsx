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

/**
 * Every mail the product sends, as React components rendered by react-email (docs/notifications.md): one
 * branded layout, an HTML part and a plain-text part made from the same tree. React escapes
 * every value, so a member's name or a service title is text, never markup.
 *
 * A template is chosen by name when the mail is queued and rendered by the outbox worker when it is
 * sent, so a queued row holds data, not markup.
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
  /** The one-click unsubscribe page of this mail's kind (absent on code mails, which a member cannot refuse). */
  unsubscribeUrl?: string;
  /** What the unsubscribe link stops, e.g. "emails about new requests". */
  unsubscribeWhat?: string;
}

function Layout(p: { preview: string; ctx: MailContext; children: ReactNode }) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{p.preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>Energy Exchange</Text>
          {p.children}
          <Hr />
          <Text style={styles.footer}>Energy Exchange: trade skills for Energy Points. {p.ctx.appUrl}/</Text>
          {p.ctx.unsubscribeUrl && (
            <Text style={styles.footer}>
              Don&apos;t want {p.ctx.unsubscribeWhat ?? 'these emails'}?{' '}
              <Link href={p.ctx.unsubscribeUrl}>Unsubscribe</Link> or choose in Settings, Notifications.
            </Text>
          )}
        </Container>
      </Body>
    </Html>
  );
}

const hello = (name?: string) => (name ? `Hi ${name},` : 'Hi,');

export interface CodeData {
  kind: 'login' | 'signup' | 'no-account' | 'verify' | 'delete';
  code?: string;
  name?: string;
  minutes: number;
}

function CodeMail({ d, ctx }: { d: CodeData; ctx: MailContext }) {
  if (d.kind === 'no-account') {
    return (
      <Layout preview="Sign in to Energy Exchange" ctx={ctx}>
        <Text style={styles.text}>{hello(d.name)}</Text>
        <Text style={styles.text}>
          Someone asked to sign in to Energy Exchange with this email, but there is no account for it yet.
        </Text>
        <Text style={styles.text}>Create one for free at {ctx.appUrl}/ (it takes 30 seconds).</Text>
        <Text style={styles.text}>If it wasn&apos;t you, ignore this mail.</Text>
      </Layout>
    );
  }
  const what =
    d.kind === 'signup'
      ? 'finish creating your account'
      : d.kind === 'verify'
        ? 'confirm your email address'
        : d.kind === 'delete'
          ? 'delete your account (this cannot be undone)'
          : 'sign in';
  return (
    <Layout preview={`Your code to ${what}`} ctx={ctx}>
      <Text style={styles.text}>{hello(d.name)}</Text>
      <Text style={styles.text}>Your code to {what} is:</Text>
      <Text style={styles.code}>{d.code}</Text>
      <Text style={styles.text}>
        It is valid for {d.minutes} minutes. If you didn&apos;t ask for it, ignore this mail.
      </Text>
    </Layout>
  );
}

export interface NotificationData {
  name: string;
  title: string;
  message: string;
}

function NotificationMail({ d, ctx }: { d: NotificationData; ctx: MailContext }) {
  return (
    <Layout preview={d.message} ctx={ctx}>
      <Heading as="h1" style={styles.heading}>
        {d.title}
      </Heading>
      <Text style={styles.text}>{hello(d.name)}</Text>
      <Text style={styles.text}>{d.message}</Text>
      <Section>
        <Button href={`${ctx.appUrl}/`} style={styles.button}>
          Open Energy Exchange
        </Button>
      </Section>
    </Layout>
  );
}

export interface DigestData {
  name: string;
  /** The day it covers, YYYY-MM-DD (UTC). */
  day: string;
  items: Array<{ title: string; message: string }>;
  /** How many more there were than the items listed. */
  more: number;
}

function DigestMail({ d, ctx }: { d: DigestData; ctx: MailContext }) {
  return (
    <Layout preview={`${d.items.length + d.more} updates on Energy Exchange`} ctx={ctx}>
      <Heading as="h1" style={styles.heading}>
        Your daily summary
      </Heading>
      <Text style={styles.text}>{hello(d.name)}</Text>
      <Text style={styles.text}>Here is what happened on {d.day}:</Text>
      {d.items.map((item, i) => (
        <Text key={i} style={styles.item}>
          <strong>{item.title}</strong>: {item.message}
        </Text>
      ))}
      {d.more > 0 && <Text style={styles.text}>…and {d.more} more in the app.</Text>}
      <Section>
        <Button href={`${ctx.appUrl}/`} style={styles.button}>
          See all notifications
        </Button>
      </Section>
    </Layout>
  );
}

/** A reminder reads like a notification mail: a heading, one sentence and the way into the app. */
export type ReminderData = NotificationData;

export interface NewServicesData {
  name: string;
  services: Array<{ id: string; title: string; coach: string }>;
}

function NewServicesMail({ d, ctx }: { d: NewServicesData; ctx: MailContext }) {
  return (
    <Layout preview="New services for your skills" ctx={ctx}>
      <Heading as="h1" style={styles.heading}>
        New services for your skills
      </Heading>
      <Text style={styles.text}>{hello(d.name)}</Text>
      <Text style={styles.text}>These services were published this week:</Text>
      {d.services.map((s) => (
        <Text key={s.id} style={styles.item}>
          <strong>{s.title}</strong> by {s.coach}
        </Text>
      ))}
      <Section>
        <Button href={`${ctx.appUrl}/`} style={styles.button}>
          Discover services
        </Button>
      </Section>
    </Layout>
  );
}

/** Every template by name, with the data it takes. */
const TEMPLATES = {
  code: (d: CodeData, ctx: MailContext) => <CodeMail d={d} ctx={ctx} />,
  notification: (d: NotificationData, ctx: MailContext) => <NotificationMail d={d} ctx={ctx} />,
  digest: (d: DigestData, ctx: MailContext) => <DigestMail d={d} ctx={ctx} />,
  reminder: (d: ReminderData, ctx: MailContext) => <NotificationMail d={d} ctx={ctx} />,
  newServices: (d: NewServicesData, ctx: MailContext) => <NewServicesMail d={d} ctx={ctx} />,
};

export type TemplateName = keyof typeof TEMPLATES;
export type TemplateData<T extends TemplateName> = Parameters<(typeof TEMPLATES)[T]>[0];
export const TEMPLATE_NAMES = Object.keys(TEMPLATES) as TemplateName[];

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
