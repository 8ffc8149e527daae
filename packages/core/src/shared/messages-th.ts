import type { Messages } from './messages';

/**
 * Thai texts for every key. A separate entry point (`@loyalty-flows/core/messages/th`, and the
 * bindings' `th`), so only an app that shows Thai bundles them: pass them as the views' `messages`.
 *
 * @example
 * import { th } from '@loyalty-flows/core/messages/th';
 * getOtpView(actor.getSnapshot(), { messages: th });
 */
export const th: Messages = {
  'error.invalid_input': 'ข้อมูลไม่ถูกต้อง กรุณาตรวจสอบสิ่งที่กรอกอีกครั้ง',
  'error.unauthorized': 'คุณยังไม่ได้เข้าสู่ระบบ กรุณาเข้าสู่ระบบอีกครั้ง',
  'error.session_expired': 'เซสชันของคุณหมดอายุแล้ว กรุณาเข้าสู่ระบบอีกครั้ง',
  'error.wrong_code': 'รหัสไม่ถูกต้อง',
  'error.code_expired': 'รหัสหมดอายุแล้ว กรุณาขอรหัสใหม่',
  'error.rate_limited': 'มีการร้องขอมากเกินไป กรุณารอสักครู่แล้วลองใหม่',
  'error.locked': 'กรอกรหัสผิดหลายครั้งเกินไป กรุณารอสักครู่ก่อนลองอีกครั้ง',
  'error.not_found': 'ไม่พบรายการนี้',
  'error.conflict': 'ระบบไม่สามารถดำเนินการนี้ได้ในขณะนี้',
  'error.gateway': 'ไม่สามารถเชื่อมต่อบริการได้ในขณะนี้ กรุณาลองใหม่',
  'error.server': 'ระบบขัดข้อง กรุณาลองใหม่',
  'error.network': 'ไม่มีการเชื่อมต่อ กรุณาตรวจสอบเครือข่ายแล้วลองใหม่',
  'error.timeout': 'บริการใช้เวลาตอบนานเกินไป กรุณาลองใหม่',
  'error.parse': 'ไม่สามารถอ่านคำตอบจากบริการได้ กรุณาลองใหม่',
  'error.unknown': 'เกิดข้อผิดพลาดที่ไม่คาดคิด กรุณาลองใหม่',
  'error.unsafe_url': 'ไม่สามารถเปิดลิงก์นี้ได้อย่างปลอดภัย',
  'error.not_openable': 'รายการนี้ไม่มีรายละเอียดให้เปิด',
  'otp.attemptsLeft': 'เหลืออีก {attempts} ครั้ง',
  'otp.resendIn': 'ส่งรหัสใหม่ได้ใน {seconds} วินาที',
  'otp.expiresIn': 'รหัสจะหมดอายุใน {seconds} วินาที',
  'otp.lockedFor': 'ลองใหม่ได้ใน {seconds} วินาที',
  'otp.refCode': 'รหัสอ้างอิง: {refCode}',
  'redemption.status.ready': 'พร้อมใช้งาน',
  'redemption.status.used': 'ใช้แล้ว',
  'redemption.status.expired': 'หมดอายุ',
  'redemption.status.drawPending': 'รอประกาศผล',
  'redemption.status.drawWon': 'คุณได้รับรางวัล',
  'redemption.status.drawLost': 'ไม่ได้รับรางวัลในครั้งนี้',
  'redemption.status.entitled': 'ได้รับสิทธิ์แล้ว',
  'redemption.status.shipped': 'จัดส่งแล้ว',
  'redemption.status.delivered': 'ส่งถึงแล้ว',
  'redemption.trackingNumber': 'หมายเลขพัสดุ: {trackingNumber}',
  'redemption.validFor': 'ใช้ได้อีก {time}',
  'notifications.unread': 'ยังไม่อ่าน {count} รายการ',
  'notifications.empty': 'ยังไม่มีการแจ้งเตือน',
  'redemption.empty': 'ยังไม่มีประวัติการแลก',
  'redemption.voucherExpired': 'รางวัลนี้หมดอายุแล้ว ใช้ไม่ได้อีก',
};
