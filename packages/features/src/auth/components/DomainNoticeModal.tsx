// The domain notice (spec §2 Profile, §4 Login): the site's current domain with a copy button,
// shown after login when the profile carries userDetail.domain.
import { Button, Dialog, toast } from '@jinli/ui';
import { authStrings } from '../strings';
import './DomainNoticeModal.css';

export interface DomainNoticeModalProps {
  open: boolean;
  /** userDetail.domain; one domain a line, the first line is shown. */
  domain: string;
  onClose(): void;
}

/** The first non-empty line of a multi-line domain list. */
export function firstDomain(domain: string): string {
  return (
    domain
      .split(/\r?\n/)
      .map((line) => line.trim())
      .find((line) => line !== '') ?? ''
  );
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function DomainNoticeModal({ open, domain, onClose }: DomainNoticeModalProps) {
  const shown = firstDomain(domain);
  return (
    <Dialog
      open={open}
      title={authStrings.domainTitle}
      onClose={onClose}
      actions={
        <>
          <Button
            variant="default"
            onClick={() => {
              void copyText(shown).then((copied) => {
                if (copied) toast.show(authStrings.domainCopied);
              });
            }}
          >
            {authStrings.domainCopy}
          </Button>
          <Button variant="primary" onClick={onClose}>
            {authStrings.domainClose}
          </Button>
        </>
      }
    >
      <p className="jl-domain-notice__domain" data-testid="domain-notice">
        {shown}
      </p>
    </Dialog>
  );
}
