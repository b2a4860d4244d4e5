// The domain notice (spec §2 Profile, §4 Login): the site's current domain with a copy button,
// shown after login: the company's configured domain, else the page's host (app/context/siteDomain.ts).
import { Button, Dialog, toast } from '@jinli/ui';
import { siteDomain } from '../../../app/context/siteDomain';
import { authStrings } from '../strings';
import './DomainNoticeModal.css';

export interface DomainNoticeModalProps {
  open: boolean;
  /** userDetail.domain; one domain a line, the first line is shown (the page's host when empty). */
  domain: string;
  onClose(): void;
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
  const shown = siteDomain(domain);
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
