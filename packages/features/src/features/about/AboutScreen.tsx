// /about and its three pages (spec §2): the company and version, the user agreement, contact us
// (the company's contact details and online service) and the privacy agreement.
import { APP_VERSION } from '@jinli/api';
import { useCompanyInfoQuery } from '@jinli/api/react';
import { Button, Empty, Skeleton } from '@jinli/ui';
import { Link } from 'react-router';
import { useAssetUrl } from '../../app/context/useAssetUrl';
import { openCustomerService } from '../auth/components/AuthShell';
import { AccountPage } from '../../shared/components/AccountPage';
import { aboutStrings as s } from './strings';
import './AboutScreen.css';

export function AboutScreen() {
  const company = useCompanyInfoQuery();
  const assetUrl = useAssetUrl();
  const links = [
    { to: '/about/user-agreement', label: s.userAgreement },
    { to: '/about/contact-us', label: s.contactUs },
    { to: '/about/privacy-agreement', label: s.privacyAgreement },
  ];
  return (
    <AccountPage title={s.about} fallback="/setting" testId="about-screen">
      <section className="jl-about__brand">
        {company.isPending ? (
          <Skeleton rows={1} title label={s.loading} />
        ) : (
          <>
            {company.data?.logoUrl ? (
              <img
                className="jl-about__logo"
                src={assetUrl(company.data.logoUrl)}
                alt={company.data.name}
              />
            ) : null}
            <p className="jl-about__intro">{s.intro(company.data?.name ?? '')}</p>
            <p className="jl-about__version">
              {s.version} {APP_VERSION}
            </p>
          </>
        )}
      </section>
      <ul className="jl-account-list">
        {links.map((link) => (
          <li key={link.to}>
            <Link className="jl-account-list__item" to={link.to}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </AccountPage>
  );
}

function AgreementPage({ title, paragraphs }: { title: string; paragraphs: readonly string[] }) {
  return (
    <AccountPage title={title} fallback="/about">
      <article className="jl-about__article">
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </article>
    </AccountPage>
  );
}

export function UserAgreementScreen() {
  return <AgreementPage title={s.userAgreement} paragraphs={s.userAgreementText} />;
}

export function PrivacyAgreementScreen() {
  return <AgreementPage title={s.privacyAgreement} paragraphs={s.privacyAgreementText} />;
}

export function ContactUsScreen() {
  const company = useCompanyInfoQuery();
  const assetUrl = useAssetUrl();
  const details = company.data?.companyDetailList ?? [];
  return (
    <AccountPage title={s.contactUs} fallback="/about" testId="contact-us-screen">
      {company.isPending ? (
        <Skeleton rows={3} label={s.loading} />
      ) : details.length === 0 && !company.data?.olUrl ? (
        <Empty text={s.noContact} />
      ) : (
        <>
          <ul className="jl-account-list">
            {details.map((detail) => (
              <li key={`${detail.type}-${detail.content}`}>
                <span className="jl-account-list__item jl-account-list__item--plain">
                  <span>{detail.content}</span>
                  {detail.httpImageUrl ? (
                    <img className="jl-about__qr" src={assetUrl(detail.httpImageUrl)} alt="" />
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
          {company.data?.olUrl ? (
            <Button
              variant="primary"
              block
              onClick={() => openCustomerService(company.data?.olUrl)}
            >
              {s.onlineService}
            </Button>
          ) : null}
        </>
      )}
    </AccountPage>
  );
}
