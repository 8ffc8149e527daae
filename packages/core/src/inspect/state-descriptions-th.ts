// One text for the states the machines describe alike (each region's `ready` and `cooldown`, each list's `error`).
const canSendAgain = 'ส่งรหัสใหม่ได้แล้ว: OTP.REQUEST หรือ OTP.RESEND จะส่งรหัสให้หนึ่งรหัส';
const cooldown =
  'อยู่ในช่วงรอส่งรหัสใหม่จนถึง `resendAvailableAt`: เมื่อขออีกครั้งจะอ่านเวลาจากนาฬิกา และส่งรหัสก็ต่อเมื่อพ้นช่วงรอแล้วเท่านั้น';
const pageFailed = 'โหลดหน้าไม่สำเร็จ: การโหลดเพิ่มจะลองโหลดหน้านั้นใหม่';

/**
 * The Thai of each flow state's `description` (the machines carry the English), by machine id, then by
 * xstate's state node id (`otp.sent.cooldown`): every state below each machine's root, no other. A review
 * page shows them as the chart's tooltips and in its Atlas tab when read in Thai. Here, in the inspecting
 * apps' entry and not in each flow's: an app that does not inspect carries none of it. Technical names (event
 * types, context fields, options) stay as the code spells them.
 *
 * @example
 * createReviewInspector({ url, app, descriptions: (machineId) => ({ th: flowStateDescriptionsTh[machineId] }) });
 */
export const flowStateDescriptionsTh: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  otp: {
    'otp.settling': 'ตัดสินจากกำหนดเวลาต่าง ๆ และ `now` ว่าอยู่ในสถานะใด: ถูกล็อก ส่งรหัสไปแล้ว รหัสหมดอายุ หรือยังไม่มีรหัส',
    'otp.idle':
      'ยังไม่มีรหัสที่ส่งออกไป: OTP.REQUEST จะส่งรหัสให้ เว้นแต่ยังอยู่ในช่วงรอส่งรหัสใหม่ ส่วนเบอร์ที่ยังถูกล็อกอยู่จะแสดงการล็อกแทน',
    'otp.idle.ready': canSendAgain,
    'otp.idle.cooldown': cooldown,
    'otp.sending': 'กำลังส่งคำขอหนึ่งรายการโดยถือล็อกข้ามแท็บไว้ เหตุการณ์อื่นจะรอจนกว่าคำขอนี้ได้คำตอบ',
    'otp.sent': 'ส่งรหัสไปแล้วและรหัสยังใช้ได้: OTP.VERIFY ตรวจรหัสที่กรอก ส่วน OTP.RESEND ส่งรหัสใหม่ได้เมื่อพ้นช่วงรอ',
    'otp.sent.ready': canSendAgain,
    'otp.sent.cooldown': cooldown,
    'otp.verifying': 'กำลังตรวจรหัสหนึ่งรหัส (รหัสอยู่ในคำขอเท่านั้น ไม่เคยเก็บไว้ใน context) เหตุการณ์อื่นต้องรอ',
    'otp.expired': 'รหัสหมดอายุแล้ว: OTP.RESEND ส่งรหัสใหม่ได้เมื่อพ้นช่วงรอ',
    'otp.expired.ready': canSendAgain,
    'otp.expired.cooldown': cooldown,
    'otp.locked':
      'กรอกรหัสผิดหลายครั้งเกินไป: จะไม่ส่งสิ่งใดไปยังเบอร์นี้จนถึง `lockedUntil` OTP.RESET ให้สมาชิกเปลี่ยนเบอร์ได้ โดยการล็อกยังคงอยู่กับเบอร์นี้',
    'otp.verified': 'รหัสถูกต้อง เป็นสถานะสุดท้าย: ผลลัพธ์ (output) มีโทเค็นอยู่ด้วย',
  },
  redemption: {
    'redemption.history': 'ประวัติการแลก โหลดทีละหน้า (skip/top)',
    'redemption.history.loading': 'กำลังโหลดหน้าแรก (เมื่อเริ่ม รีเฟรช หรือค้นหาใหม่) รายการที่โหลดไว้แล้วยังแสดงอยู่',
    'redemption.history.ready': 'ได้หน้าเต็มมาแล้ว: อาจยังมีหน้าถัดไป',
    'redemption.history.loadingMore': 'กำลังโหลดหน้าถัดไป',
    'redemption.history.end': 'ได้หน้าที่ไม่เต็มมา: โหลดครบทุกรายการแล้ว',
    'redemption.history.error': pageFailed,
    'redemption.entry': 'รายการที่เปิด: เรียกใช้เพียงครั้งเดียว และแสดงอยู่จนกว่าจะปิด',
    'redemption.entry.closed': 'ไม่มีรายการที่เปิดอยู่',
    'redemption.entry.confirming':
      'คูปองที่การใช้จะทำให้สิทธิ์หมดไป รอให้สมาชิกยืนยันก่อน: REDEMPTION.CONFIRM จะใช้คูปองนั้น ส่วน REDEMPTION.CLOSE ยกเลิก ไม่มีการส่งสิ่งใดจนกว่าจะยืนยัน',
    'redemption.entry.using': 'กำลังเรียกใช้รายการ ครั้งเดียวต่อการเปิดหนึ่งครั้ง ก่อนจะแสดงสิ่งใด',
    'redemption.entry.open': 'ใช้แล้ว: แสดงซีเรียลหรือเว็บวิว และเวลาหมดอายุของรหัสนับถอยหลังทุกครั้งที่นาฬิกาเดิน',
    'redemption.entry.expired': 'นับถอยหลังจบแล้ว: รายการนี้หมดอายุ',
    'redemption.entry.failed': 'เรียกใช้ไม่สำเร็จ: การลองใหม่จะเรียกใช้รายการนี้อีกครั้ง',
    'redemption.entry.refused': 'เปิดไม่ได้: รายการนี้เปิดไม่ได้ ที่อยู่เว็บไม่ปลอดภัย หรือหมดอายุแล้ว',
  },
  notifications: {
    'notifications.list': 'รายการแจ้งเตือน โหลดทีละหน้า',
    'notifications.list.loading': 'กำลังโหลดหน้าแรก รายการที่โหลดไว้แล้วยังแสดงอยู่',
    'notifications.list.ready': 'อาจยังมีรายการเพิ่มเติม',
    'notifications.list.loadingMore': 'กำลังโหลดหน้าถัดไป',
    'notifications.list.end': 'โหลดครบทุกรายการแล้ว',
    'notifications.list.error': pageFailed,
    'notifications.reads': 'การอ่าน: แสดงว่าอ่านแล้วทันที บันทึกไว้ ส่งเป็นชุด และไม่มีวันหาย',
    'notifications.reads.idle':
      'ไม่มีการอ่านที่รอส่ง หรือหน้าแรกกำลังโหลด: รายการที่บริการบันทึกว่าอ่านแล้วจะแสดงตามนั้นและไม่ส่งซ้ำ',
    'notifications.reads.gathering': 'กำลังรวบรวมการอ่านเป็นเวลา batchWindowMs',
    'notifications.reads.sending': 'กำลังส่งการอ่านทั้งชุดในคำขอเดียว',
    'notifications.reads.retrying': 'รอหลังส่งไม่สำเร็จหรือตาม Retry-After: รายการยังแสดงว่าอ่านแล้ว',
    'notifications.reads.offline': 'ออฟไลน์: การอ่านรอส่งไว้ก่อน',
    'notifications.polling': 'รีเฟรชทุก pollIntervalMs ขณะที่หน้าแสดงอยู่',
    'notifications.polling.choosing': 'ดึงข้อมูลเป็นระยะทุก pollIntervalMs ขณะที่หน้าแสดงอยู่',
    'notifications.polling.off': 'ไม่ดึงข้อมูลเป็นระยะ',
    'notifications.polling.running': 'รอ pollIntervalMs แล้วรีเฟรช',
    'notifications.polling.paused': 'หน้าถูกซ่อนอยู่: จะรีเฟรชเมื่อกลับมาแสดงอีกครั้ง',
  },
};
