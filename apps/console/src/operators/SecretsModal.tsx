// The one time an operator's one-time password and TOTP enrolment are shown: the password to copy,
// the otpauth:// URL as a QR code for an authenticator app (drawn here, never sent anywhere) and the
// base32 secret for typing in. Closing asks for a confirmation that they were recorded.
import { Alert, Button, Descriptions, Image, Modal, Space, Typography } from 'antd';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import type { IssuedAnswer } from './operatorsApi';
import { OPERATORS_TEXT } from './strings';

export interface SecretsModalProps {
  issued: IssuedAnswer | null;
  onClose: () => void;
}

export function SecretsModal({ issued, onClose }: SecretsModalProps) {
  const [qr, setQr] = useState<string | null>(null);
  const totpUrl = issued?.totpUrl;
  useEffect(() => {
    setQr(null);
    if (!totpUrl) return undefined;
    let live = true;
    QRCode.toDataURL(totpUrl, { margin: 1, width: 200, errorCorrectionLevel: 'M' }).then(
      (url) => live && setQr(url),
      () => live && setQr(null),
    );
    return () => {
      live = false;
    };
  }, [totpUrl]);

  return (
    <Modal
      open={issued !== null}
      title={issued ? OPERATORS_TEXT.secretsTitle(issued.operator.name) : ''}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={
        <Button type="primary" onClick={onClose}>
          {OPERATORS_TEXT.recorded}
        </Button>
      }
      width={520}
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Alert type="warning" showIcon title={OPERATORS_TEXT.secretsOnce} />
        <Descriptions column={1} bordered size="small">
          {issued?.password ? (
            <Descriptions.Item label={OPERATORS_TEXT.oneTimePassword}>
              <Typography.Text code copyable data-testid="one-time-password">
                {issued.password}
              </Typography.Text>
              <div>
                <Typography.Text type="secondary">
                  {OPERATORS_TEXT.oneTimePasswordHint}
                </Typography.Text>
              </div>
            </Descriptions.Item>
          ) : null}
          {issued?.totpSecret ? (
            <Descriptions.Item label={OPERATORS_TEXT.totpSecret}>
              <Typography.Text code copyable data-testid="totp-secret">
                {issued.totpSecret}
              </Typography.Text>
            </Descriptions.Item>
          ) : null}
        </Descriptions>
        {totpUrl ? (
          <div style={{ textAlign: 'center' }}>
            <Typography.Paragraph>{OPERATORS_TEXT.totpQr}</Typography.Paragraph>
            {qr ? (
              <Image
                src={qr}
                alt={OPERATORS_TEXT.totpQrAlt}
                width={200}
                height={200}
                preview={false}
              />
            ) : null}
          </div>
        ) : null}
      </Space>
    </Modal>
  );
}
