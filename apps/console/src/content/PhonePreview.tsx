// A phone-sized frame (375×667) drawn like the player apps' home and promotions: the header, the
// carousel banner, the marquee, an ad block, a notice dialog or a promotion card, so an operator
// sees roughly what players will see. Pictures come through the console's own origin (the server
// relays the players' /sys-upload files).
import { NotificationOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { CONTENT_TEXT as T } from './strings';
import styles from './PhonePreview.module.css';

export type PreviewItem =
  | { kind: 'banner'; imageUrl: string; title: string }
  | { kind: 'notice'; title: string; content: string; roll: boolean }
  | { kind: 'ad'; imageUrl: string; title: string; slot: string }
  | {
      kind: 'promotion';
      name: string;
      coverUrl: string;
      color: string;
      classifyName: string;
      period: string;
    };

/** Only pictures the console can show (its own origin: site paths). */
const shown = (url: string) => (url.startsWith('/') && !url.startsWith('//') ? url : '');

function Picture({
  url,
  alt,
  className,
}: {
  url: string;
  alt: string;
  className: string | undefined;
}) {
  const src = shown(url);
  return src ? (
    <img src={src} alt={alt} className={className} />
  ) : (
    <div className={`${className} ${styles.blank}`}>{alt}</div>
  );
}

export function PhonePreview({ item }: { item: PreviewItem | null }) {
  let body: ReactNode = <div className={styles.empty}>{T.previewEmpty}</div>;
  if (item?.kind === 'banner') {
    body = (
      <>
        <Picture url={item.imageUrl} alt={item.title || T.tabs.banners} className={styles.banner} />
        <div className={styles.marquee}>
          <NotificationOutlined /> …
        </div>
        <div className={styles.tiles}>
          {['六合彩', '快乐8', '时时彩', '赛车'].map((name) => (
            <span key={name}>{name}</span>
          ))}
        </div>
      </>
    );
  } else if (item?.kind === 'notice') {
    body = (
      <>
        <div className={styles.bannerBlank} />
        {item.roll ? (
          <div className={styles.marquee}>
            <NotificationOutlined /> <span className={styles.marqueeText}>{item.content}</span>
          </div>
        ) : null}
        <div className={styles.dialog}>
          <div className={styles.dialogTitle}>{item.title}</div>
          <div className={styles.dialogBody}>{item.content}</div>
          <div className={styles.dialogButton}>确定</div>
        </div>
      </>
    );
  } else if (item?.kind === 'ad') {
    body = (
      <>
        <div className={styles.bannerBlank} />
        <div className={styles.slot}>{item.slot}</div>
        <Picture url={item.imageUrl} alt={item.title} className={styles.ad} />
      </>
    );
  } else if (item?.kind === 'promotion') {
    body = (
      <div className={styles.promotion}>
        <Picture url={item.coverUrl} alt={item.name} className={styles.cover} />
        <div className={styles.promotionText}>
          <span className={styles.tag} style={{ background: item.color }}>
            {item.classifyName}
          </span>
          <strong>{item.name}</strong>
          <small>{item.period}</small>
        </div>
      </div>
    );
  }
  return (
    <figure className={styles.phone} aria-label={T.preview}>
      <div className={styles.header}>
        {item?.kind === 'promotion' ? T.previewPromotions : T.previewBrand}
      </div>
      <div className={styles.screen}>{body}</div>
      <div className={styles.tabbar}>
        {['首页', '图库', '投注记录', '资料库', '我的'].map((tab) => (
          <span key={tab}>{tab}</span>
        ))}
      </div>
    </figure>
  );
}
