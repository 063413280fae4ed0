import type { AreaTexts } from '../../en';
import type { problemsTexts as english } from '../../en/problems';

export const problemsTexts: AreaTexts<typeof english> = {
  'problems.no_data_found': 'Không tìm thấy dữ liệu',
  'problems.not_found': 'Không tìm thấy',
  'problems.route.not_found': 'Không thể thực hiện {method} {path}',
  'problems.parcel.id_unknown': '{field}: {id} không khớp với bưu kiện nào',
  'problems.parcel.code_unknown': '{field}: "{code}" không khớp với bưu kiện nào',
  'problems.parcel.code_taken': '{field}: "{code}" đã được một bưu kiện khác sử dụng',
  'problems.page.slug_taken': '{field}: "{slug}" đã được một trang khác sử dụng',
  'problems.page.slug_format':
    'Trường "{field}" chỉ được chứa chữ thường, chữ số và dấu gạch ngang',
  'problems.invoice.currency_format': 'Trường "{field}" phải là mã gồm 3 chữ cái',
  'problems.invoice.amount_cents': 'Trường "{field}" chỉ được có tối đa 2 chữ số thập phân',
  'problems.page.busy': 'Một trang có tiêu đề này đang được tạo; hãy thử lại',
  'problems.outbox.already_sent': 'Thư này đã được gửi',
  'problems.rating.not_delivered': 'Bưu kiện có thể được đánh giá sau khi đã giao',
  'problems.rating.already_given': 'Bưu kiện này đã được đánh giá',
  'problems.auth.signed_out': 'Bạn phải đăng nhập với tư cách quản trị viên để thực hiện việc này',
  'problems.auth.admin_exists': 'Đã có tài khoản quản trị viên. Hãy đăng nhập.',
  'problems.auth.wrong_credentials': 'Email hoặc mật khẩu không đúng',
  'problems.auth.wrong_current_password': 'Mật khẩu hiện tại không đúng',
  'problems.auth.wrong_pin':
    'Mã PIN sai hoặc đã hết hạn. Hãy kiểm tra email hoặc yêu cầu mã PIN mới.',
  'problems.auth.confirmation_mismatch': 'Trường "{field}" phải khớp với "{other}"',
  'problems.auth.pin_format': 'Trường "{field}" phải là mã PIN 6 chữ số trong email',
  // Two-factor sign-in.
  'problems.twofactor.code_format': '{field} phải là mã 6 chữ số từ ứng dụng xác thực',
  'problems.twofactor.recovery_code_format': '{field} phải là một trong các mã khôi phục của bạn',
  'problems.twofactor.code_or_recovery_code': 'Nhập mã hoặc mã khôi phục',
  'problems.twofactor.password_or_code': 'Nhập mật khẩu hoặc mã',
  'problems.twofactor.wrong_code': 'Mã sai hoặc đã được sử dụng',
  'problems.twofactor.no_pending_signin':
    'Không có lần đăng nhập nào đang chờ mã, hoặc đã hết hạn. Hãy đăng nhập lại.',
  'problems.twofactor.not_enrolling':
    'Hãy bắt đầu thiết lập trước: không có khóa mới nào để xác nhận',
  'problems.twofactor.already_enabled': 'Đăng nhập hai bước đã được bật cho tài khoản này',
  'problems.twofactor.not_enabled': 'Đăng nhập hai bước chưa được bật cho tài khoản này',
  'problems.twofactor.required': 'Đăng nhập hai bước là bắt buộc với mọi tài khoản: không thể tắt',
  'problems.twofactor.setup_required':
    'Đăng nhập hai bước giờ là bắt buộc: hãy thiết lập để tiếp tục',
  'problems.twofactor.enable_own_first':
    'Hãy bật đăng nhập hai bước cho tài khoản của bạn trước khi bắt buộc cho mọi người',
  // Passkeys.
  'problems.passkey.not_accepted':
    'Khóa truy cập không được chấp nhận. Hãy thử lại hoặc đăng nhập bằng cách khác.',
  'problems.passkey.challenge_expired': 'Yêu cầu khóa truy cập đã hết hạn. Hãy bắt đầu lại.',
  'problems.passkey.not_found': 'Khóa truy cập này không thuộc tài khoản của bạn',
  'problems.passkey.already_registered': 'Khóa truy cập này đã được đăng ký',
  'problems.passkey.too_many':
    'Bạn chỉ có thể có tối đa {max} khóa truy cập: hãy gỡ bỏ một khóa trước',
  'problems.passkey.cancelled':
    'Yêu cầu khóa truy cập đã bị hủy hoặc hết hạn, hoặc thiết bị này không có khóa truy cập cho tài khoản này',
  'problems.auth.setup_token':
    'Để tạo quản trị viên đầu tiên từ máy khác, cần có liên kết đăng ký mà máy chủ đã in ra khi khởi động',
  // Roles and staff accounts.
  'problems.auth.forbidden': 'Vai trò của bạn không cho phép việc này',
  'problems.staff.not_found': 'Không có thành viên với id này',
  'problems.staff.email_taken': 'Email này đã thuộc về một thành viên',
  'problems.staff.already_invited': 'Email này đã có một lời mời đang chờ',
  'problems.staff.owner_locked':
    'Không thể vô hiệu hóa hoặc đổi vai trò của chủ sở hữu: hãy chuyển quyền sở hữu trước',
  'problems.staff.handover_target':
    'Chỉ có thể chuyển quyền sở hữu cho một thành viên khác đang hoạt động',
  'problems.staff.invitation_not_found': 'Không có lời mời đang chờ với id này',
  'problems.staff.invitation_unknown': 'Liên kết mời này không hợp lệ',
  'problems.staff.invitation_expired': 'Lời mời này đã hết hạn: hãy xin chủ sở hữu một lời mời mới',
  'problems.staff.invitation_used': 'Lời mời này đã được sử dụng',
  'problems.staff.invitation_revoked': 'Lời mời này đã bị chủ sở hữu thu hồi',
  'problems.session.not_found': 'Phiên này đã kết thúc, hoặc không phải phiên bạn có thể kết thúc',
  'problems.rate.too_many_one': 'Quá nhiều lần thử. Vui lòng đợi {minutes} phút rồi thử lại.',
  'problems.rate.too_many': 'Quá nhiều lần thử. Vui lòng đợi {minutes} phút rồi thử lại.',
  'problems.mail.password_required':
    'Trường "{field}" là bắt buộc khi trình điều khiển thư là smtp',
  'problems.mail.server_unnamed':
    'Trình điều khiển thư smtp cần MAIL_URL chỉ rõ máy chủ thư, ví dụ smtp://mail.example.com:587',
  'problems.mail.login_refused':
    'Máy chủ thư đã từ chối đăng nhập cho {user}: hãy kiểm tra mật khẩu',
  'problems.mail.unreachable': 'Không thể kết nối tới máy chủ thư: {reason}',
  'problems.mail.public_url_required':
    'Cần đặt PUBLIC_URL là địa chỉ của trang (ví dụ https://courier.example.com): nếu không, địa chỉ của yêu cầu này không đáng tin cho liên kết trong email, nên không có gì được gửi',
  'problems.image.required': 'Trường "{field}" là bắt buộc',
  'problems.image.not_an_image': 'Trường "{field}" phải là hình ảnh .jpg, .jpeg hoặc .png',
  'problems.image.too_many_pixels': 'Trường "{field}" tối đa là {max}',
  'problems.form.incomplete': 'Không đọc được biểu mẫu: hãy gửi một biểu mẫu multipart đầy đủ',
  'problems.form.file_too_large': 'Trường "{field}" tối đa là {max}',
  'problems.form.field_too_large': 'Trường "{field}" quá dài',
  'problems.form.one_picture': 'Chỉ gửi một hình ảnh, trong trường image',
  'problems.form.no_files': 'Biểu mẫu này không nhận tệp',
  'problems.form.unreadable': 'Không đọc được biểu mẫu: {reason}',
  'problems.request.invalid_json': 'Nội dung yêu cầu không phải JSON hợp lệ',
  'problems.request.too_large': 'Nội dung yêu cầu quá lớn',
  'problems.request.bad_encoding': 'Kiểu mã hóa của nội dung yêu cầu không được hỗ trợ',
  'problems.request.nul_in_address': 'Địa chỉ không được chứa ký tự NUL',
  'problems.request.cross_site': 'Đã từ chối yêu cầu liên trang',
  'problems.request.headers_too_large': 'Địa chỉ hoặc tiêu đề của yêu cầu quá lớn',
  'problems.request.malformed': 'Yêu cầu không phải HTTP hợp lệ',
  'problems.request.timeout': 'Yêu cầu mất quá nhiều thời gian để đến',
  'problems.request.content_type':
    'Content-Type phải là application/json, multipart/form-data hoặc application/x-www-form-urlencoded',
  'problems.server.internal': 'Lỗi máy chủ nội bộ',
  'problems.database.unreachable':
    'Không thể kết nối tới cơ sở dữ liệu, vui lòng thử lại sau ít phút',
  'problems.server.not_ready': 'Máy chủ này chưa sẵn sàng, vui lòng thử lại sau ít phút',
  'problems.server.busy': 'Máy chủ đang bận. Vui lòng thử lại sau {seconds} giây.',
  'problems.places.unavailable':
    'Tìm kiếm địa điểm hiện không khả dụng, vui lòng thử lại sau ít phút',
  'problems.places.geocoder_failed': 'Dịch vụ mã hóa địa lý trả về câu trả lời không dùng được',
  'problems.storage.unreachable':
    'Không thể kết nối kho lưu trữ hình ảnh, vui lòng thử lại sau ít phút',
  'problems.client.invalid_json': 'JSON không hợp lệ',
  'problems.field.required': 'Trường "{field}" là bắt buộc',
  'problems.field.type': 'Trường "{field}" phải là {expected}',
  'problems.field.integer': 'Trường "{field}" phải là số nguyên',
  'problems.field.too_short': 'Trường "{field}" phải có ít nhất {min} ký tự',
  'problems.field.too_long': 'Trường "{field}" chỉ được có tối đa {max} ký tự',
  'problems.field.min': 'Trường "{field}" phải ít nhất là {min}',
  'problems.field.greater_than': 'Trường "{field}" phải lớn hơn {min}',
  'problems.field.max': 'Trường "{field}" tối đa là {max}',
  'problems.field.less_than': 'Trường "{field}" phải nhỏ hơn {max}',
  'problems.field.email': 'Trường "{field}" phải là địa chỉ email hợp lệ',
  'problems.field.date': 'Trường "{field}" phải là ngày (YYYY-MM-DD)',
  'problems.field.format': 'Trường "{field}" có định dạng không hợp lệ',
  'problems.field.one_of': 'Trường "{field}" phải là một trong các giá trị: {values}',
  'problems.field.unknown_one': '{fields} không phải là trường đã biết',
  'problems.field.unknown': 'Các trường không xác định: {fields}',
  'problems.field.nul': 'Trường "{field}" không được chứa ký tự NUL',
  'problems.field.invalid': 'Trường "{field}" không hợp lệ',
  'problems.body.nothing_to_change': 'Hãy gửi ít nhất một trường cần thay đổi',
  'problems.expected.string': 'văn bản',
  'problems.expected.number': 'một số',
  'problems.expected.boolean': 'có hoặc không',
  'problems.expected.object': 'một đối tượng',
  'problems.expected.array': 'một danh sách',
  'problems.expected.date': 'một ngày',
  'problems.expected.file': 'một tệp',
  // Audit trail.
  'problems.audit.date_order': 'Ngày kết thúc không được trước ngày bắt đầu',
  'problems.audit.checkpoint_signature':
    'Điểm kiểm tra này không được ký bằng khóa nhật ký của máy chủ này: nó đã bị sửa hoặc đến từ máy chủ khác',
  'problems.tracking.wrong_answer':
    'Đó không phải e-mail của người nhận hay 4 chữ số cuối số điện thoại của họ',
  'problems.tracking.cannot_unlock':
    'Bưu kiện này không có e-mail hay số điện thoại của người nhận để kiểm tra: hãy hỏi người gửi',
};
