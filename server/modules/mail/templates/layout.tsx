/**
 * The one layout of every mail (React Email): the site's name in the SPEC's primary pink, a white
 * card on a light pink background, and a footer with why the member gets the mail, the visible
 * unsubscribe and preferences links (notification mails) and the company line. Plus the small
 * building blocks the templates share. Styles are inline (mail clients drop most `<style>`).
 */
import {
  Body,
  Button,
  Container,
  Head,
  Html,
  Img,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import type { ReactNode } from 'react';
import type { MailSite } from '../types.ts';

/** SPEC §1 theme colours, as `web/styles/theme.scss` sets them. */
export const COLORS = {
  primary: '#d6246e',
  secondary: '#8b1a6b',
  text: '#212529',
  muted: '#6c757d',
  link: '#b01d5a',
  background: '#fdf2f8',
  border: '#f3d3e2',
} as const;

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** The footer's texts and links, already translated. */
export interface FooterProps {
  /** Why the member gets this mail. */
  why: string;
  /** The company line (name, address, registration), '' for none. */
  company: string;
  /** The visible unsubscribe link (`/unsubscribe?token=…`), for notification mails. */
  unsubscribe?: { label: string; href: string };
  /** The notification settings (`/notifications`), beside the unsubscribe link. */
  preferences?: { label: string; href: string };
}

/** Props of `Layout`. */
export interface LayoutProps {
  /** The document's language (a site locale). */
  lang: string;
  site: MailSite;
  /** The inbox preview line (hidden in the mail, skipped in the text). */
  preview: string;
  footer: FooterProps;
  children: ReactNode;
}

/** The whole mail document around a template's body. */
export function Layout({ lang, site, preview, footer, children }: LayoutProps) {
  return (
    <Html lang={lang}>
      <Head>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ margin: 0, backgroundColor: COLORS.background, fontFamily: FONT, color: COLORS.text }}>
        <Container style={{ maxWidth: '560px', margin: '0 auto', padding: '24px 12px' }}>
          <Text style={{ fontSize: '26px', fontWeight: 700, color: COLORS.primary, margin: '0 0 16px 8px' }}>
            {site.name}
          </Text>
          <Section
            style={{
              backgroundColor: '#ffffff',
              borderRadius: '12px',
              border: `1px solid ${COLORS.border}`,
              padding: '8px 24px 16px',
            }}
          >
            {children}
          </Section>
          <Section style={{ padding: '16px 8px 0' }}>
            <Text style={footerText}>{footer.why}</Text>
            {footer.unsubscribe ? (
              <Text style={footerText}>
                <Link href={footer.unsubscribe.href} style={footerLink}>
                  {footer.unsubscribe.label}
                </Link>
                {footer.preferences ? (
                  <>
                    {' · '}
                    <Link href={footer.preferences.href} style={footerLink}>
                      {footer.preferences.label}
                    </Link>
                  </>
                ) : null}
              </Text>
            ) : null}
            {footer.company ? <Text style={footerText}>{footer.company}</Text> : null}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

const footerText = { fontSize: '12px', lineHeight: '18px', color: COLORS.muted, margin: '0 0 8px' };
const footerLink = { color: COLORS.muted, textDecoration: 'underline' };

/** A paragraph of the body. */
export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={{ fontSize: '16px', lineHeight: '24px', margin: '16px 0' }}>{children}</Text>;
}

/** A hint in smaller, muted type (validity, the link to copy); `skipInText` leaves it out of the plain text. */
export function Note({ children, skipInText }: { children: ReactNode; skipInText?: boolean }) {
  return (
    <Text
      style={{ fontSize: '13px', lineHeight: '20px', color: COLORS.muted, margin: '8px 0' }}
      data-skip-in-text={skipInText ? 'true' : undefined}
    >
      {children}
    </Text>
  );
}

/**
 * The call to action: a pill button in the primary colour, then the link to copy for clients
 * without it (HTML only: the plain text shows the button as "label URL").
 */
export function CallToAction({ href, label, fallback }: { href: string; label: string; fallback: string }) {
  return (
    <Section style={{ padding: '8px 0 0' }}>
      <Button
        href={href}
        style={{
          backgroundColor: COLORS.primary,
          color: '#ffffff',
          borderRadius: '24px',
          padding: '12px 24px',
          fontSize: '16px',
          fontWeight: 700,
          textDecoration: 'none',
        }}
      >
        {label}
      </Button>
      <Note skipInText>
        {fallback}{' '}
        <Link href={href} style={{ color: COLORS.link, wordBreak: 'break-all' }}>
          {href}
        </Link>
      </Note>
    </Section>
  );
}

/** A quoted text a member wrote (the start of a message), in a bar of the secondary colour. */
export function Quote({ children }: { children: ReactNode }) {
  return (
    <Text
      style={{
        fontSize: '15px',
        lineHeight: '22px',
        fontStyle: 'italic',
        margin: '16px 0',
        padding: '8px 16px',
        borderLeft: `4px solid ${COLORS.secondary}`,
        backgroundColor: COLORS.background,
      }}
    >
      {children}
    </Text>
  );
}

/** A member's round photo (64 px), when there is one. */
export function Avatar({ src, alt }: { src: string | null | undefined; alt: string }) {
  if (!src) return null;
  return (
    <Img
      src={src}
      alt={alt}
      width="64"
      height="64"
      style={{ borderRadius: '32px', objectFit: 'cover', margin: '16px 0 0' }}
    />
  );
}
