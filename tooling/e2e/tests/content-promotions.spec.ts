// Promotions journey in real Chromium against the reference server (theme3): tabs per
// classification and a promotion's detail, each naming the deployment's own domain.
import { appUrl } from '../apps';
import { checkA11y } from './a11y';
import { expect, test } from './fixtures';

const theme = 'theme3';

interface Promotion {
  id: number;
  classifyType: number;
  classifyName: string;
  name: string;
  templateType: number;
}

test('promotions: tabs per classification and a promotion detail', async ({
  page,
  request,
}, testInfo) => {
  const list = (await (
    await request.get(appUrl(theme, '/api/v2/promotion/list?device=1'))
  ).json()) as {
    data: { data: Promotion[]; classifyList: { classifyType: number; classifyName: string }[] };
  };
  const inApp = list.data.data.find((p) => p.templateType !== 3)!;
  const classify = list.data.classifyList.find((c) => c.classifyType === inApp.classifyType)!;

  await page.goto(appUrl(theme, '/promotional'));
  await expect(page.getByRole('tab', { name: '全部优惠' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const cards = page.getByTestId('promotion-card');
  await expect(cards).toHaveCount(list.data.data.length);
  await expect(cards.first().getByTestId('promotion-period')).toHaveText(
    /\d{4}\/\d{2}\/\d{2}~\d{4}\/\d{2}\/\d{2}/,
  );
  // The deployment's own domain (issue 18): the e2e server configures its address as the company's.
  await expect(cards.first().getByTestId('promotion-domain')).toHaveText(
    `适用域名 ${new URL(appUrl(theme)).host}`,
  );
  await page.screenshot({ path: testInfo.outputPath('promotions.png') });

  await page.getByRole('tab', { name: classify.classifyName }).click();
  await expect(cards).toHaveCount(
    list.data.data.filter((p) => p.classifyType === classify.classifyType).length,
  );
  await cards.filter({ hasText: inApp.name }).click();
  await expect(page).toHaveURL(new RegExp(`/promotional/${inApp.classifyType}/${inApp.id}$`));
  const detail = page.getByTestId('promotion-detail-screen');
  await expect(detail.getByRole('heading', { name: inApp.name, level: 2 })).toBeVisible();
  await expect(detail).toContainText(/\d{4}\/\d{2}\/\d{2}~\d{4}\/\d{2}\/\d{2}/);
  await expect(detail.getByTestId('promotion-domain')).toHaveText(
    `适用域名 ${new URL(appUrl(theme)).host}`,
  );
  await page.screenshot({ path: testInfo.outputPath('promotion-detail.png') });
  // The name in the operator's colour still reads at 4.5:1 (the seeded red alone is 4.2:1).
  await checkA11y(page, 'promotion detail');
});

test('home: the AD12 and AD02 slots, the AD11 ads in the notice centre (one launch popup)', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const slots = (
    (await (await request.get(appUrl(theme, '/app-api/ad/list'))).json()) as {
      data: { templateCode: string; ads: { title: string }[] }[];
    }
  ).data;
  const ad11 = slots.find((s) => s.templateCode === 'AD11')!;
  expect(ad11.ads.length).toBeGreaterThan(0);

  await page.goto(appUrl(theme, '/'));
  // The notice modal is the visit's one launch popup (issue 34): no AD11 dialog after it; its ads
  // are in the notice centre, which a tap on the marquee opens.
  const notice = page.getByRole('dialog').filter({ hasText: '公告' });
  await expect(notice).toBeVisible();
  await expect(notice.getByTestId('notice-centre-ads')).toContainText('活动推荐');
  await notice.getByRole('button', { name: '我知道了' }).click();
  // Past the AD11 modal's longest wait for its picture (1.5 s).
  await page.waitForTimeout(2_000);
  await expect(page.getByTestId('home-ad-modal')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByTestId('notice-marquee').getByRole('button').first().click();
  const centre = page.getByRole('dialog').filter({ hasText: '公告' });
  await expect(centre.getByRole('img', { name: ad11.ads[0]!.title })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('home-notice-centre.png') });
  await centre.getByRole('button', { name: '我知道了' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await expect(page.getByTestId('home-ad-AD12').getByRole('img').first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('home.png') });
  const middle = page.getByTestId('home-ad-AD02');
  await middle.scrollIntoViewIfNeeded();
  await expect(middle.getByRole('img').first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('home-ad02.png') });

  // The Recommend shortcuts: 4 columns; theme3 has no game center, so games and service only.
  const shortcuts = page.getByTestId('home-shortcuts');
  await shortcuts.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await expect(shortcuts.getByRole('button', { name: /捕鱼/ })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('home-shortcuts.png') });
  await shortcuts.getByRole('button', { name: '澳门六合彩' }).click();
  await expect(page).toHaveURL(/\/game\/110$/);
  await page.goBack();

  // Once per visit: a reload in the same session shows neither modal.
  await page.reload();
  await expect(page.getByTestId('home-ad-AD12')).toBeVisible();
  await page.waitForTimeout(1_000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
