/** The QR code moved to shared/ui (the invite page draws one too). */
export { QrCode, qrPath } from '../../../shared/ui/QrCode';
