/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation SaveAddress($location: LocationInput!, $moveComingDeliveries: Boolean) {\n    addOrUpdateUserLocation(location: $location, moveComingDeliveries: $moveComingDeliveries) {\n      id title lineOne linetwo city state zipCode country latitude longitude dropNote isDefault comingDeliveries image { id url }\n    }\n  }\n": typeof types.SaveAddressDocument,
    "\n  mutation SetDefaultAddress($id: ID!) {\n    setDefaultAddress(id: $id) { id isDefault }\n  }\n": typeof types.SetDefaultAddressDocument,
    "\n  mutation RemoveAddress($id: ID!) {\n    removeUserLocation(id: $id) { status }\n  }\n": typeof types.RemoveAddressDocument,
    "\n  mutation PreviewBankStatement($base64: String!, $fileName: String!) {\n    previewBankStatement(base64: $base64, fileName: $fileName) {\n      layout { bankName source headerRow }\n      mapping { headerRow headers suggested { date narration credit reference direction } }\n      lines { ...BankStatementLineFields }\n      debitLines\n      skippedRows\n    }\n  }\n": typeof types.PreviewBankStatementDocument,
    "\n  mutation ApplyBankStatement($base64: String!, $fileName: String!) {\n    applyBankStatement(base64: $base64, fileName: $fileName) { confirmed skipped message }\n  }\n": typeof types.ApplyBankStatementDocument,
    "\n  fragment BankStatementLineFields on BankStatementLine {\n    lineNo date amount utr narration status orderNumber matchedBy note\n  }\n": typeof types.BankStatementLineFieldsFragmentDoc,
    "\n  mutation SaveBankLayout($bankName: String!, $headers: [String!]!, $columns: BankColumnsInput!) {\n    saveBankLayout(bankName: $bankName, headers: $headers, columns: $columns) { id bankName }\n  }\n": typeof types.SaveBankLayoutDocument,
    "\n  mutation SetCapacity($categoryId: ID!, $maxPerDay: Int, $overrides: [CapacityOverrideInput!]) {\n    setCapacity(categoryId: $categoryId, maxPerDay: $maxPerDay, overrides: $overrides) { categoryId maxPerDay overrides { date max } }\n  }\n": typeof types.SetCapacityDocument,
    "\n  mutation SetClosedDates($openStatus: Boolean!, $closedDates: [String!]) {\n    setStoreStatus(openStatus: $openStatus, closedDates: $closedDates) { openStatus closedMessage closedDates }\n  }\n": typeof types.SetClosedDatesDocument,
    "\n  mutation CloseDates($dates: [String!]!, $bookings: ClosedDateBookings!) {\n    closeDates(dates: $dates, bookings: $bookings) { moved cancelled messaged store { closedDates } }\n  }\n": typeof types.CloseDatesDocument,
    "\n  mutation SelectCustomer($id: ID!) {\n    selectCustomer(userId: $id) { id firstName }\n  }\n": typeof types.SelectCustomerDocument,
    "\n  mutation DeselectCustomer {\n    deselectCustomer { status }\n  }\n": typeof types.DeselectCustomerDocument,
    "\n  mutation AddUser($p: String!, $f: String, $l: String) {\n    addUser(phoneNumber: $p, countryCode: \"+91\", roleId: 2, firstName: $f, lastName: $l) { id }\n  }\n": typeof types.AddUserDocument,
    "\n  fragment ImportRowFields on ImportRow {\n    row status phoneNumber firstName lastName message\n  }\n": typeof types.ImportRowFieldsFragmentDoc,
    "\n  query PreviewImport($u: [UserImportInput!]!) {\n    previewImportUsers(users: $u) { summary newCount existingCount refusedCount rows { ...ImportRowFields } }\n  }\n": typeof types.PreviewImportDocument,
    "\n  mutation ImportUsers($u: [UserImportInput!]!) {\n    importUsers(users: $u) { success message userCount existingCount refusedCount rows { ...ImportRowFields } }\n  }\n": typeof types.ImportUsersDocument,
    "\n  mutation ClearLoginLock($userId: ID!) {\n    clearLoginLock(userId: $userId) {\n      message\n    }\n  }\n": typeof types.ClearLoginLockDocument,
    "\n  mutation SetUserRole($userId: ID!, $roleId: Int!) {\n    setUserRole(userId: $userId, roleId: $roleId) {\n      id\n      role {\n        roleName\n      }\n    }\n  }\n": typeof types.SetUserRoleDocument,
    "\n  mutation AssignDeliveries($deliveryIds: [ID!]!, $riderId: ID) {\n    assignDeliveries(deliveryIds: $deliveryIds, riderId: $riderId) { statusCode message count }\n  }\n": typeof types.AssignDeliveriesDocument,
    "\n  mutation ResolveMissedDelivery($deliveryId: ID!, $action: MissedDeliveryAction!, $refundTo: RefundDestination) {\n    resolveMissedDelivery(deliveryId: $deliveryId, action: $action, refundTo: $refundTo) { statusCode message suborder { id } }\n  }\n": typeof types.ResolveMissedDeliveryDocument,
    "\n  mutation SetShipment($deliveryId: ID!, $courier: String!, $awb: String!) {\n    setShipment(deliveryId: $deliveryId, courier: $courier, awb: $awb) { id shipment { trackingUrl } }\n  }\n": typeof types.SetShipmentDocument,
    "\n  mutation MarkDeliveries($ids: [ID!]!, $status: OrderStatus!) {\n    updateDeliveriesStatus(deliveryIds: $ids, status: $status) { message updated }\n  }\n": typeof types.MarkDeliveriesDocument,
    "\n  mutation CreateHeroImage($imageUrl: String!, $type: HeroImageType!, $showHeadline: Boolean) {\n    createHeroImage(imageUrl: $imageUrl, type: $type, showHeadline: $showHeadline) { desktopUrl mobileUrl desktopHeadline mobileHeadline }\n  }\n": typeof types.CreateHeroImageDocument,
    "\n  mutation CreateMenuItem($input: MenuItemInput!) {\n    createMenuItem(input: $input) { id name }\n  }\n": typeof types.CreateMenuItemDocument,
    "\n  mutation UpdateMenuItem($id: ID!, $input: MenuItemInput!) {\n    updateMenuItem(id: $id, input: $input) { id name }\n  }\n": typeof types.UpdateMenuItemDocument,
    "\n  mutation ArchiveMenuItem($id: ID!) {\n    archiveMenuItem(id: $id) { id name enabled }\n  }\n": typeof types.ArchiveMenuItemDocument,
    "\n  mutation RejectPayment($orderId: ID!, $reason: String!) {\n    rejectPayment(orderId: $orderId, reason: $reason) { statusCode message }\n  }\n": typeof types.RejectPaymentDocument,
    "\n  mutation UpdateConfigurations($values: [ConfigurationInput!]!) {\n    updateConfigurations(values: $values) { configurations { key } }\n  }\n": typeof types.UpdateConfigurationsDocument,
    "\n  mutation SetStoreOpen($openStatus: Boolean!, $closedMessage: String) {\n    setStoreStatus(openStatus: $openStatus, closedMessage: $closedMessage) { openStatus closedMessage closedDates }\n  }\n": typeof types.SetStoreOpenDocument,
    "\n  mutation SendOtp($phone: String!) {\n    sendOtp(phoneNumber: $phone, countryCode: \"+91\", roleId: 2) { id typeOfUser }\n  }\n": typeof types.SendOtpDocument,
    "\n  mutation VerifyOtp($otp: String!, $id: ID!) {\n    verifyOtp(otp: $otp, userId: $id) { verified typeOfUser user { id firstName role { id } } }\n  }\n": typeof types.VerifyOtpDocument,
    "\n  mutation SaveOrders($orders: [SuborderInput!]!, $key: String!, $userId: ID, $useWallet: Boolean) {\n    saveOrders(orders: $orders, idempotencyKey: $key, userId: $userId, useWallet: $useWallet) { statusCode message data { id orderNumber totalPrice payment { status } } }\n  }\n": typeof types.SaveOrdersDocument,
    "\n  mutation StopActingFor {\n    deselectCustomer { status }\n  }\n": typeof types.StopActingForDocument,
    "\n  mutation Logout {\n    logout {\n      status\n    }\n  }\n": typeof types.LogoutDocument,
    "\n  mutation RequestDeliveryArea($pinCode: String!, $contact: String!) {\n    requestDeliveryArea(pinCode: $pinCode, contact: $contact) {\n      message\n    }\n  }\n": typeof types.RequestDeliveryAreaDocument,
    "\n  query MenuPage($category: ID, $skip: Int, $limit: Int) {\n    getMenuItems(category: $category, skip: $skip, limit: $limit) {\n      id name slug description displayPrice unitType foodType available soldOutDates image { url }\n      category { categoryEnum title }\n      variants { id price unit unitType }\n    }\n  }\n": typeof types.MenuPageDocument,
    "\n  mutation CancelSubscription($suborderId: ID!, $from: String, $reason: CancelReason!, $note: String, $refundTo: RefundDestination) {\n    cancelSubscription(suborderId: $suborderId, from: $from, reason: $reason, note: $note, refundTo: $refundTo) { statusCode message suborder { id status } }\n  }\n": typeof types.CancelSubscriptionDocument,
    "\n  mutation ChangeDeliveryAddress($suborderId: ID!, $locationId: ID!, $from: String) {\n    changeDeliveryAddress(suborderId: $suborderId, locationId: $locationId, from: $from) { statusCode message suborder { id } }\n  }\n": typeof types.ChangeDeliveryAddressDocument,
    "\n  mutation ChangeDeliveryItems($deliveryId: ID!, $items: [DeliveryItemInput!]!, $applyToLaterDeliveries: Boolean) {\n    changeDeliveryItems(deliveryId: $deliveryId, items: $items, applyToLaterDeliveries: $applyToLaterDeliveries) { statusCode message suborder { id } payByUpi { id } }\n  }\n": typeof types.ChangeDeliveryItemsDocument,
    "\n  query DeliverySwapOptions($category: ID) {\n    getMenuItems(category: $category, skip: 0, limit: 50) { id name variants { id price unit unitType } }\n  }\n": typeof types.DeliverySwapOptionsDocument,
    "\n  query PreviewDeliveryChange($change: DeliveryChangeInput!) {\n    previewDeliveryChange(change: $change) { allowed whyNot deadline deadlineWords amountMore fromWallet dueByUpi amountBack backTo documents }\n  }\n": typeof types.PreviewDeliveryChangeDocument,
    "\n  mutation ConfirmPayment($orderId: ID!) {\n    confirmPayment(orderId: $orderId) { statusCode message }\n  }\n": typeof types.ConfirmPaymentDocument,
    "\n  mutation UpdateDeliveryStatus($deliveryId: ID!, $status: OrderStatus!) {\n    updateDeliveryStatus(deliveryId: $deliveryId, status: $status) { statusCode message }\n  }\n": typeof types.UpdateDeliveryStatusDocument,
    "\n  mutation ResumeSubscription($suborderId: ID!) {\n    resumeSubscription(suborderId: $suborderId) { statusCode message suborder { id endDate } payByUpi { id } }\n  }\n": typeof types.ResumeSubscriptionDocument,
    "\n  mutation ExtendPaymentDeadline($orderId: ID!, $hours: Int!) {\n    extendPaymentDeadline(orderId: $orderId, hours: $hours) { id dueAt }\n  }\n": typeof types.ExtendPaymentDeadlineDocument,
    "\n  mutation Reorder($orderNumber: String!, $suborderId: ID, $startNewPlan: Boolean) {\n    reorder(orderNumber: $orderNumber, suborderId: $suborderId, startNewPlan: $startNewPlan) { ...CartFields notice }\n  }\n": typeof types.ReorderDocument,
    "\n  mutation PauseSubscription($suborderId: ID!, $from: String!, $to: String!) {\n    pauseSubscription(suborderId: $suborderId, from: $from, to: $to) { statusCode message suborder { id endDate } }\n  }\n": typeof types.PauseSubscriptionDocument,
    "\n  mutation RenewSubscription($suborderId: ID!) {\n    renewSubscription(suborderId: $suborderId) { ...CartFields notice }\n  }\n": typeof types.RenewSubscriptionDocument,
    "\n  mutation SkipDelivery($deliveryId: ID!, $refundTo: RefundDestination) {\n    skipDelivery(deliveryId: $deliveryId, refundTo: $refundTo) { statusCode message suborder { id endDate } }\n  }\n": typeof types.SkipDeliveryDocument,
    "\n  mutation UpdateOrderStatus($orderId: ID!, $status: OrderStatus!) {\n    updateOrderStatus(orderId: $orderId, status: $status) { statusCode message }\n  }\n": typeof types.UpdateOrderStatusDocument,
    "\n  mutation UnskipDelivery($deliveryId: ID!) {\n    unskipDelivery(deliveryId: $deliveryId) { statusCode message suborder { id endDate } payByUpi { id } }\n  }\n": typeof types.UnskipDeliveryDocument,
    "\n  mutation UpdatePaymentScreenshot($order: ID!, $screenshot: ID!, $utr: String) {\n    updatePaymentScreenshot(order: $order, screenshot: $screenshot, utr: $utr) { id status utr screenshot { id url } }\n  }\n": typeof types.UpdatePaymentScreenshotDocument,
    "\n  mutation DeleteMyAccount($confirmPhoneNumber: String!) {\n    deleteMyAccount(confirmPhoneNumber: $confirmPhoneNumber) {\n      statusCode\n      message\n    }\n  }\n": typeof types.DeleteMyAccountDocument,
    "\n  mutation RequestEmailVerification {\n    requestEmailVerification {\n      statusCode\n      message\n    }\n  }\n": typeof types.RequestEmailVerificationDocument,
    "\n  mutation LogoutAllDevices {\n    logoutAllDevices { ended }\n  }\n": typeof types.LogoutAllDevicesDocument,
    "\n  mutation UpdateProfile($id: ID!, $firstName: String, $lastName: String, $email: String, $settings: SettingsInput) {\n    updateUser(id: $id, firstName: $firstName, lastName: $lastName, email: $email, settings: $settings) {\n      id\n      firstName\n      lastName\n      email\n      settings { enableSMSNotifications enableEmailNotifications enablePushNotifications }\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation SetProfilePicture($id: ID!, $profilePic: ID) {\n    updateUser(id: $id, profilePic: $profilePic) { id profilePic { id url } }\n  }\n": typeof types.SetProfilePictureDocument,
    "\n  mutation SavePushSubscription($endpoint: String!, $p256dh: String!, $auth: String!) {\n    savePushSubscription(endpoint: $endpoint, p256dh: $p256dh, auth: $auth) {\n      statusCode\n      message\n    }\n  }\n": typeof types.SavePushSubscriptionDocument,
    "\n  mutation RemovePushSubscription($endpoint: String!) {\n    removePushSubscription(endpoint: $endpoint) {\n      statusCode\n      message\n    }\n  }\n": typeof types.RemovePushSubscriptionDocument,
    "\n  mutation CreateProfile($id: ID!, $firstName: String, $lastName: String, $email: String, $privacyPolicyVersion: String) {\n    updateUser(id: $id, firstName: $firstName, lastName: $lastName, email: $email, privacyPolicyVersion: $privacyPolicyVersion) {\n      id\n      firstName\n    }\n  }\n": typeof types.CreateProfileDocument,
    "\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token) {\n      statusCode\n      message\n    }\n  }\n": typeof types.VerifyEmailDocument,
    "\n  mutation MarkRefundPaid($refundId: ID!, $utr: String!) {\n    markRefundPaid(refundId: $refundId, utr: $utr) { id status utr }\n  }\n": typeof types.MarkRefundPaidDocument,
    "\n  mutation StartRoute {\n    startRoute { started stops { delivery { id status } } }\n  }\n": typeof types.StartRouteDocument,
    "\n  mutation MarkDelivered($deliveryId: ID!, $code: String, $photoId: ID) {\n    markDelivered(deliveryId: $deliveryId, code: $code, photoId: $photoId) { id status proof { kind at } }\n  }\n": typeof types.MarkDeliveredDocument,
    "\n  mutation MarkNotDelivered($deliveryId: ID!, $reason: NotDeliveredReason!, $note: String) {\n    markNotDelivered(deliveryId: $deliveryId, reason: $reason, note: $note) { id status failure { reason at } }\n  }\n": typeof types.MarkNotDeliveredDocument,
    "\n  mutation UndoDropOutcome($deliveryId: ID!) {\n    undoDropOutcome(deliveryId: $deliveryId) { id status }\n  }\n": typeof types.UndoDropOutcomeDocument,
    "\n  mutation ConfirmTopUp($topUpId: ID!) {\n    confirmTopUp(topUpId: $topUpId) { statusCode message }\n  }\n": typeof types.ConfirmTopUpDocument,
    "\n  mutation GiveWalletCredit($userId: ID!, $amount: Int!, $reason: String!) {\n    giveWalletCredit(userId: $userId, amount: $amount, reason: $reason) { balance }\n  }\n": typeof types.GiveWalletCreditDocument,
    "\n  mutation PayOutWallet($userId: ID!, $amount: Int!, $utr: String!) {\n    payOutWallet(userId: $userId, amount: $amount, utr: $utr) { balance }\n  }\n": typeof types.PayOutWalletDocument,
    "\n  mutation RejectTopUp($topUpId: ID!, $reason: String!) {\n    rejectTopUp(topUpId: $topUpId, reason: $reason) { statusCode message }\n  }\n": typeof types.RejectTopUpDocument,
    "\n  mutation TopUpWallet($amount: Int!) {\n    topUpWallet(amount: $amount) { id number amount status upiLink }\n  }\n": typeof types.TopUpWalletDocument,
    "\n  mutation SubmitTopUpProof($paymentId: ID!, $screenshot: ID!, $utr: String!) {\n    submitPaymentProof(paymentId: $paymentId, screenshot: $screenshot, utr: $utr) { id status utr }\n  }\n": typeof types.SubmitTopUpProofDocument,
    "\n  mutation UpdateUpiId($upiId: String!) {\n    updateUpiId(upiId: $upiId) { statusCode message }\n  }\n": typeof types.UpdateUpiIdDocument,
    "\n  fragment CartFields on Cart {\n    categoryEnum\n    buyOrSubscribe\n    deliveryDates\n    deliveryDays\n    subscriptionStartsOn\n    additionalNotes\n    deliveryAddress { id }\n    menuItem { id name unitType specialInstructions image { url } variants { id price unit unitType qty } }\n  }\n": typeof types.CartFieldsFragmentDoc,
    "\n  mutation MergeGuestCarts($c: [CartInput!]!) {\n    mergeGuestCarts(carts: $c) { ...CartFields }\n  }\n": typeof types.MergeGuestCartsDocument,
    "\n  mutation SaveCart($c: CartInput!) {\n    saveCart(cart: $c) { categoryEnum }\n  }\n": typeof types.SaveCartDocument,
    "\n  query Viewer {\n    me { firstName phoneNumber role { id } }\n    selectedCustomer { firstName lastName }\n  }\n": typeof types.ViewerDocument,
    "\n  query GetCarts {\n    getCarts { ...CartFields }\n  }\n": typeof types.GetCartsDocument,
    "\n  mutation UploadImage($base64: String!, $fileName: String!, $kind: ImageKind) {\n    uploadImage(base64: $base64, fileName: $fileName, kind: $kind) { id url }\n  }\n": typeof types.UploadImageDocument,
};
const documents: Documents = {
    "\n  mutation SaveAddress($location: LocationInput!, $moveComingDeliveries: Boolean) {\n    addOrUpdateUserLocation(location: $location, moveComingDeliveries: $moveComingDeliveries) {\n      id title lineOne linetwo city state zipCode country latitude longitude dropNote isDefault comingDeliveries image { id url }\n    }\n  }\n": types.SaveAddressDocument,
    "\n  mutation SetDefaultAddress($id: ID!) {\n    setDefaultAddress(id: $id) { id isDefault }\n  }\n": types.SetDefaultAddressDocument,
    "\n  mutation RemoveAddress($id: ID!) {\n    removeUserLocation(id: $id) { status }\n  }\n": types.RemoveAddressDocument,
    "\n  mutation PreviewBankStatement($base64: String!, $fileName: String!) {\n    previewBankStatement(base64: $base64, fileName: $fileName) {\n      layout { bankName source headerRow }\n      mapping { headerRow headers suggested { date narration credit reference direction } }\n      lines { ...BankStatementLineFields }\n      debitLines\n      skippedRows\n    }\n  }\n": types.PreviewBankStatementDocument,
    "\n  mutation ApplyBankStatement($base64: String!, $fileName: String!) {\n    applyBankStatement(base64: $base64, fileName: $fileName) { confirmed skipped message }\n  }\n": types.ApplyBankStatementDocument,
    "\n  fragment BankStatementLineFields on BankStatementLine {\n    lineNo date amount utr narration status orderNumber matchedBy note\n  }\n": types.BankStatementLineFieldsFragmentDoc,
    "\n  mutation SaveBankLayout($bankName: String!, $headers: [String!]!, $columns: BankColumnsInput!) {\n    saveBankLayout(bankName: $bankName, headers: $headers, columns: $columns) { id bankName }\n  }\n": types.SaveBankLayoutDocument,
    "\n  mutation SetCapacity($categoryId: ID!, $maxPerDay: Int, $overrides: [CapacityOverrideInput!]) {\n    setCapacity(categoryId: $categoryId, maxPerDay: $maxPerDay, overrides: $overrides) { categoryId maxPerDay overrides { date max } }\n  }\n": types.SetCapacityDocument,
    "\n  mutation SetClosedDates($openStatus: Boolean!, $closedDates: [String!]) {\n    setStoreStatus(openStatus: $openStatus, closedDates: $closedDates) { openStatus closedMessage closedDates }\n  }\n": types.SetClosedDatesDocument,
    "\n  mutation CloseDates($dates: [String!]!, $bookings: ClosedDateBookings!) {\n    closeDates(dates: $dates, bookings: $bookings) { moved cancelled messaged store { closedDates } }\n  }\n": types.CloseDatesDocument,
    "\n  mutation SelectCustomer($id: ID!) {\n    selectCustomer(userId: $id) { id firstName }\n  }\n": types.SelectCustomerDocument,
    "\n  mutation DeselectCustomer {\n    deselectCustomer { status }\n  }\n": types.DeselectCustomerDocument,
    "\n  mutation AddUser($p: String!, $f: String, $l: String) {\n    addUser(phoneNumber: $p, countryCode: \"+91\", roleId: 2, firstName: $f, lastName: $l) { id }\n  }\n": types.AddUserDocument,
    "\n  fragment ImportRowFields on ImportRow {\n    row status phoneNumber firstName lastName message\n  }\n": types.ImportRowFieldsFragmentDoc,
    "\n  query PreviewImport($u: [UserImportInput!]!) {\n    previewImportUsers(users: $u) { summary newCount existingCount refusedCount rows { ...ImportRowFields } }\n  }\n": types.PreviewImportDocument,
    "\n  mutation ImportUsers($u: [UserImportInput!]!) {\n    importUsers(users: $u) { success message userCount existingCount refusedCount rows { ...ImportRowFields } }\n  }\n": types.ImportUsersDocument,
    "\n  mutation ClearLoginLock($userId: ID!) {\n    clearLoginLock(userId: $userId) {\n      message\n    }\n  }\n": types.ClearLoginLockDocument,
    "\n  mutation SetUserRole($userId: ID!, $roleId: Int!) {\n    setUserRole(userId: $userId, roleId: $roleId) {\n      id\n      role {\n        roleName\n      }\n    }\n  }\n": types.SetUserRoleDocument,
    "\n  mutation AssignDeliveries($deliveryIds: [ID!]!, $riderId: ID) {\n    assignDeliveries(deliveryIds: $deliveryIds, riderId: $riderId) { statusCode message count }\n  }\n": types.AssignDeliveriesDocument,
    "\n  mutation ResolveMissedDelivery($deliveryId: ID!, $action: MissedDeliveryAction!, $refundTo: RefundDestination) {\n    resolveMissedDelivery(deliveryId: $deliveryId, action: $action, refundTo: $refundTo) { statusCode message suborder { id } }\n  }\n": types.ResolveMissedDeliveryDocument,
    "\n  mutation SetShipment($deliveryId: ID!, $courier: String!, $awb: String!) {\n    setShipment(deliveryId: $deliveryId, courier: $courier, awb: $awb) { id shipment { trackingUrl } }\n  }\n": types.SetShipmentDocument,
    "\n  mutation MarkDeliveries($ids: [ID!]!, $status: OrderStatus!) {\n    updateDeliveriesStatus(deliveryIds: $ids, status: $status) { message updated }\n  }\n": types.MarkDeliveriesDocument,
    "\n  mutation CreateHeroImage($imageUrl: String!, $type: HeroImageType!, $showHeadline: Boolean) {\n    createHeroImage(imageUrl: $imageUrl, type: $type, showHeadline: $showHeadline) { desktopUrl mobileUrl desktopHeadline mobileHeadline }\n  }\n": types.CreateHeroImageDocument,
    "\n  mutation CreateMenuItem($input: MenuItemInput!) {\n    createMenuItem(input: $input) { id name }\n  }\n": types.CreateMenuItemDocument,
    "\n  mutation UpdateMenuItem($id: ID!, $input: MenuItemInput!) {\n    updateMenuItem(id: $id, input: $input) { id name }\n  }\n": types.UpdateMenuItemDocument,
    "\n  mutation ArchiveMenuItem($id: ID!) {\n    archiveMenuItem(id: $id) { id name enabled }\n  }\n": types.ArchiveMenuItemDocument,
    "\n  mutation RejectPayment($orderId: ID!, $reason: String!) {\n    rejectPayment(orderId: $orderId, reason: $reason) { statusCode message }\n  }\n": types.RejectPaymentDocument,
    "\n  mutation UpdateConfigurations($values: [ConfigurationInput!]!) {\n    updateConfigurations(values: $values) { configurations { key } }\n  }\n": types.UpdateConfigurationsDocument,
    "\n  mutation SetStoreOpen($openStatus: Boolean!, $closedMessage: String) {\n    setStoreStatus(openStatus: $openStatus, closedMessage: $closedMessage) { openStatus closedMessage closedDates }\n  }\n": types.SetStoreOpenDocument,
    "\n  mutation SendOtp($phone: String!) {\n    sendOtp(phoneNumber: $phone, countryCode: \"+91\", roleId: 2) { id typeOfUser }\n  }\n": types.SendOtpDocument,
    "\n  mutation VerifyOtp($otp: String!, $id: ID!) {\n    verifyOtp(otp: $otp, userId: $id) { verified typeOfUser user { id firstName role { id } } }\n  }\n": types.VerifyOtpDocument,
    "\n  mutation SaveOrders($orders: [SuborderInput!]!, $key: String!, $userId: ID, $useWallet: Boolean) {\n    saveOrders(orders: $orders, idempotencyKey: $key, userId: $userId, useWallet: $useWallet) { statusCode message data { id orderNumber totalPrice payment { status } } }\n  }\n": types.SaveOrdersDocument,
    "\n  mutation StopActingFor {\n    deselectCustomer { status }\n  }\n": types.StopActingForDocument,
    "\n  mutation Logout {\n    logout {\n      status\n    }\n  }\n": types.LogoutDocument,
    "\n  mutation RequestDeliveryArea($pinCode: String!, $contact: String!) {\n    requestDeliveryArea(pinCode: $pinCode, contact: $contact) {\n      message\n    }\n  }\n": types.RequestDeliveryAreaDocument,
    "\n  query MenuPage($category: ID, $skip: Int, $limit: Int) {\n    getMenuItems(category: $category, skip: $skip, limit: $limit) {\n      id name slug description displayPrice unitType foodType available soldOutDates image { url }\n      category { categoryEnum title }\n      variants { id price unit unitType }\n    }\n  }\n": types.MenuPageDocument,
    "\n  mutation CancelSubscription($suborderId: ID!, $from: String, $reason: CancelReason!, $note: String, $refundTo: RefundDestination) {\n    cancelSubscription(suborderId: $suborderId, from: $from, reason: $reason, note: $note, refundTo: $refundTo) { statusCode message suborder { id status } }\n  }\n": types.CancelSubscriptionDocument,
    "\n  mutation ChangeDeliveryAddress($suborderId: ID!, $locationId: ID!, $from: String) {\n    changeDeliveryAddress(suborderId: $suborderId, locationId: $locationId, from: $from) { statusCode message suborder { id } }\n  }\n": types.ChangeDeliveryAddressDocument,
    "\n  mutation ChangeDeliveryItems($deliveryId: ID!, $items: [DeliveryItemInput!]!, $applyToLaterDeliveries: Boolean) {\n    changeDeliveryItems(deliveryId: $deliveryId, items: $items, applyToLaterDeliveries: $applyToLaterDeliveries) { statusCode message suborder { id } payByUpi { id } }\n  }\n": types.ChangeDeliveryItemsDocument,
    "\n  query DeliverySwapOptions($category: ID) {\n    getMenuItems(category: $category, skip: 0, limit: 50) { id name variants { id price unit unitType } }\n  }\n": types.DeliverySwapOptionsDocument,
    "\n  query PreviewDeliveryChange($change: DeliveryChangeInput!) {\n    previewDeliveryChange(change: $change) { allowed whyNot deadline deadlineWords amountMore fromWallet dueByUpi amountBack backTo documents }\n  }\n": types.PreviewDeliveryChangeDocument,
    "\n  mutation ConfirmPayment($orderId: ID!) {\n    confirmPayment(orderId: $orderId) { statusCode message }\n  }\n": types.ConfirmPaymentDocument,
    "\n  mutation UpdateDeliveryStatus($deliveryId: ID!, $status: OrderStatus!) {\n    updateDeliveryStatus(deliveryId: $deliveryId, status: $status) { statusCode message }\n  }\n": types.UpdateDeliveryStatusDocument,
    "\n  mutation ResumeSubscription($suborderId: ID!) {\n    resumeSubscription(suborderId: $suborderId) { statusCode message suborder { id endDate } payByUpi { id } }\n  }\n": types.ResumeSubscriptionDocument,
    "\n  mutation ExtendPaymentDeadline($orderId: ID!, $hours: Int!) {\n    extendPaymentDeadline(orderId: $orderId, hours: $hours) { id dueAt }\n  }\n": types.ExtendPaymentDeadlineDocument,
    "\n  mutation Reorder($orderNumber: String!, $suborderId: ID, $startNewPlan: Boolean) {\n    reorder(orderNumber: $orderNumber, suborderId: $suborderId, startNewPlan: $startNewPlan) { ...CartFields notice }\n  }\n": types.ReorderDocument,
    "\n  mutation PauseSubscription($suborderId: ID!, $from: String!, $to: String!) {\n    pauseSubscription(suborderId: $suborderId, from: $from, to: $to) { statusCode message suborder { id endDate } }\n  }\n": types.PauseSubscriptionDocument,
    "\n  mutation RenewSubscription($suborderId: ID!) {\n    renewSubscription(suborderId: $suborderId) { ...CartFields notice }\n  }\n": types.RenewSubscriptionDocument,
    "\n  mutation SkipDelivery($deliveryId: ID!, $refundTo: RefundDestination) {\n    skipDelivery(deliveryId: $deliveryId, refundTo: $refundTo) { statusCode message suborder { id endDate } }\n  }\n": types.SkipDeliveryDocument,
    "\n  mutation UpdateOrderStatus($orderId: ID!, $status: OrderStatus!) {\n    updateOrderStatus(orderId: $orderId, status: $status) { statusCode message }\n  }\n": types.UpdateOrderStatusDocument,
    "\n  mutation UnskipDelivery($deliveryId: ID!) {\n    unskipDelivery(deliveryId: $deliveryId) { statusCode message suborder { id endDate } payByUpi { id } }\n  }\n": types.UnskipDeliveryDocument,
    "\n  mutation UpdatePaymentScreenshot($order: ID!, $screenshot: ID!, $utr: String) {\n    updatePaymentScreenshot(order: $order, screenshot: $screenshot, utr: $utr) { id status utr screenshot { id url } }\n  }\n": types.UpdatePaymentScreenshotDocument,
    "\n  mutation DeleteMyAccount($confirmPhoneNumber: String!) {\n    deleteMyAccount(confirmPhoneNumber: $confirmPhoneNumber) {\n      statusCode\n      message\n    }\n  }\n": types.DeleteMyAccountDocument,
    "\n  mutation RequestEmailVerification {\n    requestEmailVerification {\n      statusCode\n      message\n    }\n  }\n": types.RequestEmailVerificationDocument,
    "\n  mutation LogoutAllDevices {\n    logoutAllDevices { ended }\n  }\n": types.LogoutAllDevicesDocument,
    "\n  mutation UpdateProfile($id: ID!, $firstName: String, $lastName: String, $email: String, $settings: SettingsInput) {\n    updateUser(id: $id, firstName: $firstName, lastName: $lastName, email: $email, settings: $settings) {\n      id\n      firstName\n      lastName\n      email\n      settings { enableSMSNotifications enableEmailNotifications enablePushNotifications }\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation SetProfilePicture($id: ID!, $profilePic: ID) {\n    updateUser(id: $id, profilePic: $profilePic) { id profilePic { id url } }\n  }\n": types.SetProfilePictureDocument,
    "\n  mutation SavePushSubscription($endpoint: String!, $p256dh: String!, $auth: String!) {\n    savePushSubscription(endpoint: $endpoint, p256dh: $p256dh, auth: $auth) {\n      statusCode\n      message\n    }\n  }\n": types.SavePushSubscriptionDocument,
    "\n  mutation RemovePushSubscription($endpoint: String!) {\n    removePushSubscription(endpoint: $endpoint) {\n      statusCode\n      message\n    }\n  }\n": types.RemovePushSubscriptionDocument,
    "\n  mutation CreateProfile($id: ID!, $firstName: String, $lastName: String, $email: String, $privacyPolicyVersion: String) {\n    updateUser(id: $id, firstName: $firstName, lastName: $lastName, email: $email, privacyPolicyVersion: $privacyPolicyVersion) {\n      id\n      firstName\n    }\n  }\n": types.CreateProfileDocument,
    "\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token) {\n      statusCode\n      message\n    }\n  }\n": types.VerifyEmailDocument,
    "\n  mutation MarkRefundPaid($refundId: ID!, $utr: String!) {\n    markRefundPaid(refundId: $refundId, utr: $utr) { id status utr }\n  }\n": types.MarkRefundPaidDocument,
    "\n  mutation StartRoute {\n    startRoute { started stops { delivery { id status } } }\n  }\n": types.StartRouteDocument,
    "\n  mutation MarkDelivered($deliveryId: ID!, $code: String, $photoId: ID) {\n    markDelivered(deliveryId: $deliveryId, code: $code, photoId: $photoId) { id status proof { kind at } }\n  }\n": types.MarkDeliveredDocument,
    "\n  mutation MarkNotDelivered($deliveryId: ID!, $reason: NotDeliveredReason!, $note: String) {\n    markNotDelivered(deliveryId: $deliveryId, reason: $reason, note: $note) { id status failure { reason at } }\n  }\n": types.MarkNotDeliveredDocument,
    "\n  mutation UndoDropOutcome($deliveryId: ID!) {\n    undoDropOutcome(deliveryId: $deliveryId) { id status }\n  }\n": types.UndoDropOutcomeDocument,
    "\n  mutation ConfirmTopUp($topUpId: ID!) {\n    confirmTopUp(topUpId: $topUpId) { statusCode message }\n  }\n": types.ConfirmTopUpDocument,
    "\n  mutation GiveWalletCredit($userId: ID!, $amount: Int!, $reason: String!) {\n    giveWalletCredit(userId: $userId, amount: $amount, reason: $reason) { balance }\n  }\n": types.GiveWalletCreditDocument,
    "\n  mutation PayOutWallet($userId: ID!, $amount: Int!, $utr: String!) {\n    payOutWallet(userId: $userId, amount: $amount, utr: $utr) { balance }\n  }\n": types.PayOutWalletDocument,
    "\n  mutation RejectTopUp($topUpId: ID!, $reason: String!) {\n    rejectTopUp(topUpId: $topUpId, reason: $reason) { statusCode message }\n  }\n": types.RejectTopUpDocument,
    "\n  mutation TopUpWallet($amount: Int!) {\n    topUpWallet(amount: $amount) { id number amount status upiLink }\n  }\n": types.TopUpWalletDocument,
    "\n  mutation SubmitTopUpProof($paymentId: ID!, $screenshot: ID!, $utr: String!) {\n    submitPaymentProof(paymentId: $paymentId, screenshot: $screenshot, utr: $utr) { id status utr }\n  }\n": types.SubmitTopUpProofDocument,
    "\n  mutation UpdateUpiId($upiId: String!) {\n    updateUpiId(upiId: $upiId) { statusCode message }\n  }\n": types.UpdateUpiIdDocument,
    "\n  fragment CartFields on Cart {\n    categoryEnum\n    buyOrSubscribe\n    deliveryDates\n    deliveryDays\n    subscriptionStartsOn\n    additionalNotes\n    deliveryAddress { id }\n    menuItem { id name unitType specialInstructions image { url } variants { id price unit unitType qty } }\n  }\n": types.CartFieldsFragmentDoc,
    "\n  mutation MergeGuestCarts($c: [CartInput!]!) {\n    mergeGuestCarts(carts: $c) { ...CartFields }\n  }\n": types.MergeGuestCartsDocument,
    "\n  mutation SaveCart($c: CartInput!) {\n    saveCart(cart: $c) { categoryEnum }\n  }\n": types.SaveCartDocument,
    "\n  query Viewer {\n    me { firstName phoneNumber role { id } }\n    selectedCustomer { firstName lastName }\n  }\n": types.ViewerDocument,
    "\n  query GetCarts {\n    getCarts { ...CartFields }\n  }\n": types.GetCartsDocument,
    "\n  mutation UploadImage($base64: String!, $fileName: String!, $kind: ImageKind) {\n    uploadImage(base64: $base64, fileName: $fileName, kind: $kind) { id url }\n  }\n": types.UploadImageDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveAddress($location: LocationInput!, $moveComingDeliveries: Boolean) {\n    addOrUpdateUserLocation(location: $location, moveComingDeliveries: $moveComingDeliveries) {\n      id title lineOne linetwo city state zipCode country latitude longitude dropNote isDefault comingDeliveries image { id url }\n    }\n  }\n"): typeof import('./graphql').SaveAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetDefaultAddress($id: ID!) {\n    setDefaultAddress(id: $id) { id isDefault }\n  }\n"): typeof import('./graphql').SetDefaultAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveAddress($id: ID!) {\n    removeUserLocation(id: $id) { status }\n  }\n"): typeof import('./graphql').RemoveAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PreviewBankStatement($base64: String!, $fileName: String!) {\n    previewBankStatement(base64: $base64, fileName: $fileName) {\n      layout { bankName source headerRow }\n      mapping { headerRow headers suggested { date narration credit reference direction } }\n      lines { ...BankStatementLineFields }\n      debitLines\n      skippedRows\n    }\n  }\n"): typeof import('./graphql').PreviewBankStatementDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyBankStatement($base64: String!, $fileName: String!) {\n    applyBankStatement(base64: $base64, fileName: $fileName) { confirmed skipped message }\n  }\n"): typeof import('./graphql').ApplyBankStatementDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BankStatementLineFields on BankStatementLine {\n    lineNo date amount utr narration status orderNumber matchedBy note\n  }\n"): typeof import('./graphql').BankStatementLineFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveBankLayout($bankName: String!, $headers: [String!]!, $columns: BankColumnsInput!) {\n    saveBankLayout(bankName: $bankName, headers: $headers, columns: $columns) { id bankName }\n  }\n"): typeof import('./graphql').SaveBankLayoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCapacity($categoryId: ID!, $maxPerDay: Int, $overrides: [CapacityOverrideInput!]) {\n    setCapacity(categoryId: $categoryId, maxPerDay: $maxPerDay, overrides: $overrides) { categoryId maxPerDay overrides { date max } }\n  }\n"): typeof import('./graphql').SetCapacityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetClosedDates($openStatus: Boolean!, $closedDates: [String!]) {\n    setStoreStatus(openStatus: $openStatus, closedDates: $closedDates) { openStatus closedMessage closedDates }\n  }\n"): typeof import('./graphql').SetClosedDatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CloseDates($dates: [String!]!, $bookings: ClosedDateBookings!) {\n    closeDates(dates: $dates, bookings: $bookings) { moved cancelled messaged store { closedDates } }\n  }\n"): typeof import('./graphql').CloseDatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SelectCustomer($id: ID!) {\n    selectCustomer(userId: $id) { id firstName }\n  }\n"): typeof import('./graphql').SelectCustomerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeselectCustomer {\n    deselectCustomer { status }\n  }\n"): typeof import('./graphql').DeselectCustomerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddUser($p: String!, $f: String, $l: String) {\n    addUser(phoneNumber: $p, countryCode: \"+91\", roleId: 2, firstName: $f, lastName: $l) { id }\n  }\n"): typeof import('./graphql').AddUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ImportRowFields on ImportRow {\n    row status phoneNumber firstName lastName message\n  }\n"): typeof import('./graphql').ImportRowFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PreviewImport($u: [UserImportInput!]!) {\n    previewImportUsers(users: $u) { summary newCount existingCount refusedCount rows { ...ImportRowFields } }\n  }\n"): typeof import('./graphql').PreviewImportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportUsers($u: [UserImportInput!]!) {\n    importUsers(users: $u) { success message userCount existingCount refusedCount rows { ...ImportRowFields } }\n  }\n"): typeof import('./graphql').ImportUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClearLoginLock($userId: ID!) {\n    clearLoginLock(userId: $userId) {\n      message\n    }\n  }\n"): typeof import('./graphql').ClearLoginLockDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetUserRole($userId: ID!, $roleId: Int!) {\n    setUserRole(userId: $userId, roleId: $roleId) {\n      id\n      role {\n        roleName\n      }\n    }\n  }\n"): typeof import('./graphql').SetUserRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignDeliveries($deliveryIds: [ID!]!, $riderId: ID) {\n    assignDeliveries(deliveryIds: $deliveryIds, riderId: $riderId) { statusCode message count }\n  }\n"): typeof import('./graphql').AssignDeliveriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResolveMissedDelivery($deliveryId: ID!, $action: MissedDeliveryAction!, $refundTo: RefundDestination) {\n    resolveMissedDelivery(deliveryId: $deliveryId, action: $action, refundTo: $refundTo) { statusCode message suborder { id } }\n  }\n"): typeof import('./graphql').ResolveMissedDeliveryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetShipment($deliveryId: ID!, $courier: String!, $awb: String!) {\n    setShipment(deliveryId: $deliveryId, courier: $courier, awb: $awb) { id shipment { trackingUrl } }\n  }\n"): typeof import('./graphql').SetShipmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkDeliveries($ids: [ID!]!, $status: OrderStatus!) {\n    updateDeliveriesStatus(deliveryIds: $ids, status: $status) { message updated }\n  }\n"): typeof import('./graphql').MarkDeliveriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateHeroImage($imageUrl: String!, $type: HeroImageType!, $showHeadline: Boolean) {\n    createHeroImage(imageUrl: $imageUrl, type: $type, showHeadline: $showHeadline) { desktopUrl mobileUrl desktopHeadline mobileHeadline }\n  }\n"): typeof import('./graphql').CreateHeroImageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateMenuItem($input: MenuItemInput!) {\n    createMenuItem(input: $input) { id name }\n  }\n"): typeof import('./graphql').CreateMenuItemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMenuItem($id: ID!, $input: MenuItemInput!) {\n    updateMenuItem(id: $id, input: $input) { id name }\n  }\n"): typeof import('./graphql').UpdateMenuItemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArchiveMenuItem($id: ID!) {\n    archiveMenuItem(id: $id) { id name enabled }\n  }\n"): typeof import('./graphql').ArchiveMenuItemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectPayment($orderId: ID!, $reason: String!) {\n    rejectPayment(orderId: $orderId, reason: $reason) { statusCode message }\n  }\n"): typeof import('./graphql').RejectPaymentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateConfigurations($values: [ConfigurationInput!]!) {\n    updateConfigurations(values: $values) { configurations { key } }\n  }\n"): typeof import('./graphql').UpdateConfigurationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetStoreOpen($openStatus: Boolean!, $closedMessage: String) {\n    setStoreStatus(openStatus: $openStatus, closedMessage: $closedMessage) { openStatus closedMessage closedDates }\n  }\n"): typeof import('./graphql').SetStoreOpenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendOtp($phone: String!) {\n    sendOtp(phoneNumber: $phone, countryCode: \"+91\", roleId: 2) { id typeOfUser }\n  }\n"): typeof import('./graphql').SendOtpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyOtp($otp: String!, $id: ID!) {\n    verifyOtp(otp: $otp, userId: $id) { verified typeOfUser user { id firstName role { id } } }\n  }\n"): typeof import('./graphql').VerifyOtpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveOrders($orders: [SuborderInput!]!, $key: String!, $userId: ID, $useWallet: Boolean) {\n    saveOrders(orders: $orders, idempotencyKey: $key, userId: $userId, useWallet: $useWallet) { statusCode message data { id orderNumber totalPrice payment { status } } }\n  }\n"): typeof import('./graphql').SaveOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StopActingFor {\n    deselectCustomer { status }\n  }\n"): typeof import('./graphql').StopActingForDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout {\n      status\n    }\n  }\n"): typeof import('./graphql').LogoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestDeliveryArea($pinCode: String!, $contact: String!) {\n    requestDeliveryArea(pinCode: $pinCode, contact: $contact) {\n      message\n    }\n  }\n"): typeof import('./graphql').RequestDeliveryAreaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MenuPage($category: ID, $skip: Int, $limit: Int) {\n    getMenuItems(category: $category, skip: $skip, limit: $limit) {\n      id name slug description displayPrice unitType foodType available soldOutDates image { url }\n      category { categoryEnum title }\n      variants { id price unit unitType }\n    }\n  }\n"): typeof import('./graphql').MenuPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelSubscription($suborderId: ID!, $from: String, $reason: CancelReason!, $note: String, $refundTo: RefundDestination) {\n    cancelSubscription(suborderId: $suborderId, from: $from, reason: $reason, note: $note, refundTo: $refundTo) { statusCode message suborder { id status } }\n  }\n"): typeof import('./graphql').CancelSubscriptionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeDeliveryAddress($suborderId: ID!, $locationId: ID!, $from: String) {\n    changeDeliveryAddress(suborderId: $suborderId, locationId: $locationId, from: $from) { statusCode message suborder { id } }\n  }\n"): typeof import('./graphql').ChangeDeliveryAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeDeliveryItems($deliveryId: ID!, $items: [DeliveryItemInput!]!, $applyToLaterDeliveries: Boolean) {\n    changeDeliveryItems(deliveryId: $deliveryId, items: $items, applyToLaterDeliveries: $applyToLaterDeliveries) { statusCode message suborder { id } payByUpi { id } }\n  }\n"): typeof import('./graphql').ChangeDeliveryItemsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeliverySwapOptions($category: ID) {\n    getMenuItems(category: $category, skip: 0, limit: 50) { id name variants { id price unit unitType } }\n  }\n"): typeof import('./graphql').DeliverySwapOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PreviewDeliveryChange($change: DeliveryChangeInput!) {\n    previewDeliveryChange(change: $change) { allowed whyNot deadline deadlineWords amountMore fromWallet dueByUpi amountBack backTo documents }\n  }\n"): typeof import('./graphql').PreviewDeliveryChangeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmPayment($orderId: ID!) {\n    confirmPayment(orderId: $orderId) { statusCode message }\n  }\n"): typeof import('./graphql').ConfirmPaymentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateDeliveryStatus($deliveryId: ID!, $status: OrderStatus!) {\n    updateDeliveryStatus(deliveryId: $deliveryId, status: $status) { statusCode message }\n  }\n"): typeof import('./graphql').UpdateDeliveryStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResumeSubscription($suborderId: ID!) {\n    resumeSubscription(suborderId: $suborderId) { statusCode message suborder { id endDate } payByUpi { id } }\n  }\n"): typeof import('./graphql').ResumeSubscriptionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExtendPaymentDeadline($orderId: ID!, $hours: Int!) {\n    extendPaymentDeadline(orderId: $orderId, hours: $hours) { id dueAt }\n  }\n"): typeof import('./graphql').ExtendPaymentDeadlineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Reorder($orderNumber: String!, $suborderId: ID, $startNewPlan: Boolean) {\n    reorder(orderNumber: $orderNumber, suborderId: $suborderId, startNewPlan: $startNewPlan) { ...CartFields notice }\n  }\n"): typeof import('./graphql').ReorderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PauseSubscription($suborderId: ID!, $from: String!, $to: String!) {\n    pauseSubscription(suborderId: $suborderId, from: $from, to: $to) { statusCode message suborder { id endDate } }\n  }\n"): typeof import('./graphql').PauseSubscriptionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenewSubscription($suborderId: ID!) {\n    renewSubscription(suborderId: $suborderId) { ...CartFields notice }\n  }\n"): typeof import('./graphql').RenewSubscriptionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SkipDelivery($deliveryId: ID!, $refundTo: RefundDestination) {\n    skipDelivery(deliveryId: $deliveryId, refundTo: $refundTo) { statusCode message suborder { id endDate } }\n  }\n"): typeof import('./graphql').SkipDeliveryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOrderStatus($orderId: ID!, $status: OrderStatus!) {\n    updateOrderStatus(orderId: $orderId, status: $status) { statusCode message }\n  }\n"): typeof import('./graphql').UpdateOrderStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnskipDelivery($deliveryId: ID!) {\n    unskipDelivery(deliveryId: $deliveryId) { statusCode message suborder { id endDate } payByUpi { id } }\n  }\n"): typeof import('./graphql').UnskipDeliveryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePaymentScreenshot($order: ID!, $screenshot: ID!, $utr: String) {\n    updatePaymentScreenshot(order: $order, screenshot: $screenshot, utr: $utr) { id status utr screenshot { id url } }\n  }\n"): typeof import('./graphql').UpdatePaymentScreenshotDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMyAccount($confirmPhoneNumber: String!) {\n    deleteMyAccount(confirmPhoneNumber: $confirmPhoneNumber) {\n      statusCode\n      message\n    }\n  }\n"): typeof import('./graphql').DeleteMyAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestEmailVerification {\n    requestEmailVerification {\n      statusCode\n      message\n    }\n  }\n"): typeof import('./graphql').RequestEmailVerificationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogoutAllDevices {\n    logoutAllDevices { ended }\n  }\n"): typeof import('./graphql').LogoutAllDevicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($id: ID!, $firstName: String, $lastName: String, $email: String, $settings: SettingsInput) {\n    updateUser(id: $id, firstName: $firstName, lastName: $lastName, email: $email, settings: $settings) {\n      id\n      firstName\n      lastName\n      email\n      settings { enableSMSNotifications enableEmailNotifications enablePushNotifications }\n    }\n  }\n"): typeof import('./graphql').UpdateProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetProfilePicture($id: ID!, $profilePic: ID) {\n    updateUser(id: $id, profilePic: $profilePic) { id profilePic { id url } }\n  }\n"): typeof import('./graphql').SetProfilePictureDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SavePushSubscription($endpoint: String!, $p256dh: String!, $auth: String!) {\n    savePushSubscription(endpoint: $endpoint, p256dh: $p256dh, auth: $auth) {\n      statusCode\n      message\n    }\n  }\n"): typeof import('./graphql').SavePushSubscriptionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemovePushSubscription($endpoint: String!) {\n    removePushSubscription(endpoint: $endpoint) {\n      statusCode\n      message\n    }\n  }\n"): typeof import('./graphql').RemovePushSubscriptionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProfile($id: ID!, $firstName: String, $lastName: String, $email: String, $privacyPolicyVersion: String) {\n    updateUser(id: $id, firstName: $firstName, lastName: $lastName, email: $email, privacyPolicyVersion: $privacyPolicyVersion) {\n      id\n      firstName\n    }\n  }\n"): typeof import('./graphql').CreateProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token) {\n      statusCode\n      message\n    }\n  }\n"): typeof import('./graphql').VerifyEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkRefundPaid($refundId: ID!, $utr: String!) {\n    markRefundPaid(refundId: $refundId, utr: $utr) { id status utr }\n  }\n"): typeof import('./graphql').MarkRefundPaidDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartRoute {\n    startRoute { started stops { delivery { id status } } }\n  }\n"): typeof import('./graphql').StartRouteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkDelivered($deliveryId: ID!, $code: String, $photoId: ID) {\n    markDelivered(deliveryId: $deliveryId, code: $code, photoId: $photoId) { id status proof { kind at } }\n  }\n"): typeof import('./graphql').MarkDeliveredDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotDelivered($deliveryId: ID!, $reason: NotDeliveredReason!, $note: String) {\n    markNotDelivered(deliveryId: $deliveryId, reason: $reason, note: $note) { id status failure { reason at } }\n  }\n"): typeof import('./graphql').MarkNotDeliveredDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UndoDropOutcome($deliveryId: ID!) {\n    undoDropOutcome(deliveryId: $deliveryId) { id status }\n  }\n"): typeof import('./graphql').UndoDropOutcomeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmTopUp($topUpId: ID!) {\n    confirmTopUp(topUpId: $topUpId) { statusCode message }\n  }\n"): typeof import('./graphql').ConfirmTopUpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GiveWalletCredit($userId: ID!, $amount: Int!, $reason: String!) {\n    giveWalletCredit(userId: $userId, amount: $amount, reason: $reason) { balance }\n  }\n"): typeof import('./graphql').GiveWalletCreditDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayOutWallet($userId: ID!, $amount: Int!, $utr: String!) {\n    payOutWallet(userId: $userId, amount: $amount, utr: $utr) { balance }\n  }\n"): typeof import('./graphql').PayOutWalletDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectTopUp($topUpId: ID!, $reason: String!) {\n    rejectTopUp(topUpId: $topUpId, reason: $reason) { statusCode message }\n  }\n"): typeof import('./graphql').RejectTopUpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TopUpWallet($amount: Int!) {\n    topUpWallet(amount: $amount) { id number amount status upiLink }\n  }\n"): typeof import('./graphql').TopUpWalletDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitTopUpProof($paymentId: ID!, $screenshot: ID!, $utr: String!) {\n    submitPaymentProof(paymentId: $paymentId, screenshot: $screenshot, utr: $utr) { id status utr }\n  }\n"): typeof import('./graphql').SubmitTopUpProofDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUpiId($upiId: String!) {\n    updateUpiId(upiId: $upiId) { statusCode message }\n  }\n"): typeof import('./graphql').UpdateUpiIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartFields on Cart {\n    categoryEnum\n    buyOrSubscribe\n    deliveryDates\n    deliveryDays\n    subscriptionStartsOn\n    additionalNotes\n    deliveryAddress { id }\n    menuItem { id name unitType specialInstructions image { url } variants { id price unit unitType qty } }\n  }\n"): typeof import('./graphql').CartFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MergeGuestCarts($c: [CartInput!]!) {\n    mergeGuestCarts(carts: $c) { ...CartFields }\n  }\n"): typeof import('./graphql').MergeGuestCartsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveCart($c: CartInput!) {\n    saveCart(cart: $c) { categoryEnum }\n  }\n"): typeof import('./graphql').SaveCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Viewer {\n    me { firstName phoneNumber role { id } }\n    selectedCustomer { firstName lastName }\n  }\n"): typeof import('./graphql').ViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetCarts {\n    getCarts { ...CartFields }\n  }\n"): typeof import('./graphql').GetCartsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadImage($base64: String!, $fileName: String!, $kind: ImageKind) {\n    uploadImage(base64: $base64, fileName: $fileName, kind: $kind) { id url }\n  }\n"): typeof import('./graphql').UploadImageDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
