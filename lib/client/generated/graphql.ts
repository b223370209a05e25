/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type BankColumnsInput = {
  credit: number;
  date: number;
  direction?: number | null | undefined;
  narration: number;
  reference?: number | null | undefined;
};

export type BankLayoutSource =
  /** a bank whose export the store knows (HDFC Bank, ICICI Bank, State Bank of India) */
  | 'preset'
  /** a layout an admin mapped for this bank (saveBankLayout) */
  | 'saved'
  /** the standard column names (Date, Narration, Credit…) */
  | 'standard';

export type BankLineMatchedBy =
  | 'AMOUNT'
  | 'ORDER_NUMBER'
  | 'UTR';

export type BankLineStatus =
  /** applied from an earlier upload, or the order it names was already paid */
  | 'ALREADY_APPLIED'
  /** could pay more than one, or names an order whose amount differs: decide by hand */
  | 'AMBIGUOUS'
  /** pays a waiting payment: applyBankStatement confirms it */
  | 'MATCHED'
  /** pays nothing waiting (or an order that was cancelled: see note) */
  | 'UNMATCHED';

export type BuyOrSubscribe =
  | 'BUY'
  | 'SUBSCRIBE';

/** why a customer cancelled the rest of a subscription */
export type CancelReason =
  | 'DELIVERY_PROBLEMS'
  | 'DIET_CHANGE'
  | 'DOG_DID_NOT_LIKE'
  | 'MOVING'
  | 'OTHER'
  | 'TOO_EXPENSIVE'
  | 'TRAVELLING';

export type CapacityOverrideInput = {
  date: string;
  max?: number | null | undefined;
};

export type CartInput = {
  additionalNotes?: string | null | undefined;
  addressId?: string | null | undefined;
  buyOrSubscribe: BuyOrSubscribe;
  deliveryDates: Array<string>;
  deliveryDays: Array<string>;
  items: Array<CartItemInput>;
  kind: CartKind;
  subscriptionStartsOn?: string | null | undefined;
};

export type CartItemInput = {
  menuItemId: string;
  specialInstructions?: string | null | undefined;
  variants: Array<CartVariantInput>;
};

/** the four carts: CategoryEnum without the menu's ALL */
export type CartKind =
  | 'ADON'
  | 'CDM'
  | 'PDM'
  | 'TREATS';

export type CartVariantInput = {
  qty: number;
  variantId: string;
};

export type CategoryEnum =
  | 'ADON'
  | 'ALL'
  | 'CDM'
  | 'PDM'
  | 'TREATS';

/** the changes previewDeliveryChange answers for */
export type ChangeKind =
  | 'CANCEL'
  | 'CHANGE_ADDRESS'
  | 'CHANGE_ITEMS'
  | 'PAUSE'
  | 'RESUME'
  | 'SKIP'
  | 'UNSKIP';

/** what happens to deliveries booked on days the kitchen closes: MOVE (subscriptions made up after their last delivery like a skip, one-time deliveries to the next open day) or CANCEL (cancelled and credited) */
export type ClosedDateBookings =
  | 'CANCEL'
  | 'MOVE';

/** one setting: a key listed at /admin/settings (lib/domain/settings.ts) and its value as typed */
export type ConfigurationInput = {
  key: string;
  value: string;
};

/** one change as its mutation takes it: deliveryId for SKIP, UNSKIP, CHANGE_ITEMS (with items, applyToLaterDeliveries); suborderId for PAUSE (from, until), RESUME, CANCEL (from, reason), CHANGE_ADDRESS (locationId, from) */
export type DeliveryChangeInput = {
  applyToLaterDeliveries?: boolean | null | undefined;
  deliveryId?: string | null | undefined;
  /** YYYY-MM-DD */
  from?: string | null | undefined;
  items?: Array<DeliveryItemInput> | null | undefined;
  kind: ChangeKind;
  locationId?: string | null | undefined;
  reason?: CancelReason | null | undefined;
  refundTo?: RefundDestination | null | undefined;
  suborderId?: string | null | undefined;
  /** YYYY-MM-DD, the last day of a pause */
  until?: string | null | undefined;
};

export type DeliveryInput = {
  deliveryDate: string;
};

/** one variant and how many of it a delivery brings (0: none) */
export type DeliveryItemInput = {
  quantity: number;
  variantId: string;
};

/** veg or non-veg (spec section 4, food types) */
export type FoodType =
  | 'nonveg'
  | 'veg';

export type HeroImageType =
  | 'desktop'
  | 'mobile';

export type IdInput = {
  id: string;
};

/** what an upload is for; decides its storage key and who may read it */
export type ImageKind =
  /** a rider's photo of a drop at the door, or of the door of a drop they could not make (riders and admins) */
  | 'DELIVERY_PROOF'
  | 'hero'
  | 'locations'
  | 'menu'
  | 'payments'
  | 'profile';

/** what an import does (or did) with a row: added, already a customer (skipped), repeated in the file (skipped), refused */
export type ImportRowStatus =
  | 'DUPLICATE'
  | 'EXISTING'
  | 'INVALID'
  | 'NEW';

export type LocationInput = {
  city: string;
  dropNote?: string | null | undefined;
  /** set to update that address; omit to add one */
  id?: string | null | undefined;
  /** id of an uploaded image (kind locations) */
  image?: string | null | undefined;
  /** both or neither */
  latitude?: number | null | undefined;
  lineOne: string;
  linetwo?: string | null | undefined;
  longitude?: number | null | undefined;
  state: string;
  title: string;
  /** whose address: an admin acting for a customer; customers may omit it */
  userId?: string | null | undefined;
  /** a 6-digit Indian PIN; meals and add-ons only go to the configured Bengaluru PINs */
  zipCode: string;
};

export type MenuItemInput = {
  /** false: shown as sold out and not orderable until made available again (default true) */
  available?: boolean | null | undefined;
  categoryId: string;
  description?: string | null | undefined;
  foodType?: FoodType | null | undefined;
  /** total GST in tenths of a percent (50 = 5 %) */
  gstRate: number;
  /** 4, 6 or 8 digits */
  hsn: string;
  /** an upload's id (uploadImage(kind: menu)); left out to keep the item's picture */
  imageId?: string | null | undefined;
  /** what it is made of, largest share first (left out: none) */
  ingredients?: Array<string> | null | undefined;
  name: string;
  /** per 100 g as served (left out: none) */
  nutrition?: NutritionInput | null | undefined;
  /** how much a day by the dog's weight, lightest dog first (left out: none) */
  portionGuide?: Array<PortionRowInput> | null | undefined;
  /** delivery dates (YYYY-MM-DD) on which the item is sold out */
  soldOutDates?: Array<string> | null | undefined;
  sortOrder?: number | null | undefined;
  /** the sizes the item is sold in: the ones left out are taken off the menu (kept for old orders) */
  variants: Array<MenuItemVariantInput>;
};

export type MenuItemVariantInput = {
  /** an existing size's id; left out for a new size */
  id?: string | null | undefined;
  /** paise */
  price: number;
  unit: number;
  unitType: UnitType;
};

export type MissedDeliveryAction =
  | 'CREDIT'
  | 'MAKE_UP';

export type NotDeliveredReason =
  | 'DOG_UNWELL'
  | 'NOT_HOME'
  | 'NO_ACCESS'
  | 'OTHER'
  | 'REFUSED'
  | 'WRONG_ADDRESS';

/** for the menu editor: per 100 g as served (lib/domain/menu-item-details.ts checks it) */
export type NutritionInput = {
  energyKcal: number;
  fatG: number;
  fibreG: number;
  moistureG: number;
  proteinG: number;
};

export type OrderItemInput = {
  menuItem: IdInput;
  name?: string | null | undefined;
  price?: number | null | undefined;
  specialInstructions?: string | null | undefined;
  unitType?: UnitType | null | undefined;
  variants: Array<OrderItemVariantInput>;
};

export type OrderItemVariantInput = {
  itemVariant: IdInput;
  /** paise per unit, as the customer saw it; checked against the menu */
  price: number;
  quantity: number;
  unit?: number | null | undefined;
};

export type OrderStatus =
  | 'ASSIGNED'
  | 'CANCELLED'
  | 'DELIVERED'
  | 'NEW'
  | 'SUBSCRIBED';

export type PaymentStatus =
  | 'cancelled'
  | 'pending'
  | 'required'
  | 'success';

/** for the menu editor: one row of the portion guide */
export type PortionRowInput = {
  dogWeightKg: number;
  perDay: number;
};

export type ProofKind =
  | 'CODE'
  | 'PHOTO';

/** where money given back for a paid delivery goes: the wallet at once, or a refund to the customer's UPI id (the admin's refund queue) */
export type RefundDestination =
  | 'UPI'
  | 'WALLET';

export type RefundStatus =
  | 'DUE'
  | 'PAID';

export type RepeatType =
  | 'CUSTOM'
  | 'DAILY'
  | 'NONE'
  | 'WEEKLY';

export type SettingsInput = {
  enableEmailNotifications?: boolean | null | undefined;
  enablePushNotifications?: boolean | null | undefined;
  enableSMSNotifications?: boolean | null | undefined;
};

export type SuborderInput = {
  category: IdInput;
  deliveries: Array<DeliveryInput>;
  deliveryCharge: number;
  dropNote?: string | null | undefined;
  items: Array<OrderItemInput>;
  location: IdInput;
  repeatInfo: string;
  repeatType: RepeatType;
  /** YYYY-MM-DD: a weekday subscription's requested start (a renewal); never earlier than the first allowed date */
  subscriptionStartsOn?: string | null | undefined;
  subtotal: number;
  /** all in paise, as the customer saw them; the server recomputes and refuses a difference */
  totalPrice: number;
};

export type TypeOfUser =
  | 'EXISTING'
  | 'NEW';

export type UnitType =
  | 'GRAMS'
  | 'ML'
  | 'PIECES';

export type UserImportInput = {
  countryCode?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  phoneNumber: string;
  roleId?: number | null | undefined;
};

export type SaveAddressMutationVariables = Exact<{
  location: LocationInput;
  moveComingDeliveries?: boolean | null | undefined;
}>;


export type SaveAddressMutation = { addOrUpdateUserLocation: { id: string, title: string, lineOne: string, linetwo: string | null, city: string, state: string, zipCode: string, country: string | null, latitude: number | null, longitude: number | null, dropNote: string | null, isDefault: boolean, comingDeliveries: number | null, image: { id: string | null, url: string | null } | null } };

export type SetDefaultAddressMutationVariables = Exact<{
  id: string;
}>;


export type SetDefaultAddressMutation = { setDefaultAddress: { id: string, isDefault: boolean } };

export type RemoveAddressMutationVariables = Exact<{
  id: string;
}>;


export type RemoveAddressMutation = { removeUserLocation: { status: boolean } };

export type PreviewBankStatementMutationVariables = Exact<{
  base64: string;
  fileName: string;
}>;


export type PreviewBankStatementMutation = { previewBankStatement: { debitLines: number, skippedRows: number, layout: { bankName: string, source: BankLayoutSource, headerRow: number } | null, mapping: { headerRow: number, headers: Array<string>, suggested: { date: number | null, narration: number | null, credit: number | null, reference: number | null, direction: number | null } } | null, lines: Array<{ lineNo: number, date: string, amount: number, utr: string | null, narration: string, status: BankLineStatus, orderNumber: string | null, matchedBy: BankLineMatchedBy | null, note: string | null }> } };

export type ApplyBankStatementMutationVariables = Exact<{
  base64: string;
  fileName: string;
}>;


export type ApplyBankStatementMutation = { applyBankStatement: { confirmed: number, skipped: number, message: string } };

export type BankStatementLineFieldsFragment = { lineNo: number, date: string, amount: number, utr: string | null, narration: string, status: BankLineStatus, orderNumber: string | null, matchedBy: BankLineMatchedBy | null, note: string | null };

export type SaveBankLayoutMutationVariables = Exact<{
  bankName: string;
  headers: Array<string> | string;
  columns: BankColumnsInput;
}>;


export type SaveBankLayoutMutation = { saveBankLayout: { id: string, bankName: string } };

export type SetCapacityMutationVariables = Exact<{
  categoryId: string;
  maxPerDay?: number | null | undefined;
  overrides?: Array<CapacityOverrideInput> | CapacityOverrideInput | null | undefined;
}>;


export type SetCapacityMutation = { setCapacity: { categoryId: string, maxPerDay: number | null, overrides: Array<{ date: string, max: number | null }> } };

export type SetClosedDatesMutationVariables = Exact<{
  openStatus: boolean;
  closedDates?: Array<string> | string | null | undefined;
}>;


export type SetClosedDatesMutation = { setStoreStatus: { openStatus: boolean, closedMessage: string | null, closedDates: Array<string> } };

export type CloseDatesMutationVariables = Exact<{
  dates: Array<string> | string;
  bookings: ClosedDateBookings;
}>;


export type CloseDatesMutation = { closeDates: { moved: number, cancelled: number, messaged: number, store: { closedDates: Array<string> } } };

export type SelectCustomerMutationVariables = Exact<{
  id: string;
}>;


export type SelectCustomerMutation = { selectCustomer: { id: string, firstName: string | null } };

export type DeselectCustomerMutationVariables = Exact<{ [key: string]: never; }>;


export type DeselectCustomerMutation = { deselectCustomer: { status: boolean } };

export type AddUserMutationVariables = Exact<{
  p: string;
  f?: string | null | undefined;
  l?: string | null | undefined;
}>;


export type AddUserMutation = { addUser: { id: string } };

export type ImportRowFieldsFragment = { row: number, status: ImportRowStatus, phoneNumber: string, firstName: string | null, lastName: string | null, message: string | null };

export type PreviewImportQueryVariables = Exact<{
  u: Array<UserImportInput> | UserImportInput;
}>;


export type PreviewImportQuery = { previewImportUsers: { summary: string, newCount: number, existingCount: number, refusedCount: number, rows: Array<{ row: number, status: ImportRowStatus, phoneNumber: string, firstName: string | null, lastName: string | null, message: string | null }> } };

export type ImportUsersMutationVariables = Exact<{
  u: Array<UserImportInput> | UserImportInput;
}>;


export type ImportUsersMutation = { importUsers: { success: boolean, message: string, userCount: number, existingCount: number, refusedCount: number, rows: Array<{ row: number, status: ImportRowStatus, phoneNumber: string, firstName: string | null, lastName: string | null, message: string | null }> } };

export type ClearLoginLockMutationVariables = Exact<{
  userId: string;
}>;


export type ClearLoginLockMutation = { clearLoginLock: { message: string } };

export type SetUserRoleMutationVariables = Exact<{
  userId: string;
  roleId: number;
}>;


export type SetUserRoleMutation = { setUserRole: { id: string, role: { roleName: string } } };

export type AssignDeliveriesMutationVariables = Exact<{
  deliveryIds: Array<string> | string;
  riderId?: string | null | undefined;
}>;


export type AssignDeliveriesMutation = { assignDeliveries: { statusCode: number, message: string, count: number } };

export type ResolveMissedDeliveryMutationVariables = Exact<{
  deliveryId: string;
  action: MissedDeliveryAction;
  refundTo?: RefundDestination | null | undefined;
}>;


export type ResolveMissedDeliveryMutation = { resolveMissedDelivery: { statusCode: number, message: string, suborder: { id: string } } };

export type SetShipmentMutationVariables = Exact<{
  deliveryId: string;
  courier: string;
  awb: string;
}>;


export type SetShipmentMutation = { setShipment: { id: string, shipment: { trackingUrl: string | null } | null } };

export type MarkDeliveriesMutationVariables = Exact<{
  ids: Array<string> | string;
  status: OrderStatus;
}>;


export type MarkDeliveriesMutation = { updateDeliveriesStatus: { message: string, updated: number } };

export type CreateHeroImageMutationVariables = Exact<{
  imageUrl: string;
  type: HeroImageType;
  showHeadline?: boolean | null | undefined;
}>;


export type CreateHeroImageMutation = { createHeroImage: { desktopUrl: string | null, mobileUrl: string | null, desktopHeadline: boolean, mobileHeadline: boolean } };

export type CreateMenuItemMutationVariables = Exact<{
  input: MenuItemInput;
}>;


export type CreateMenuItemMutation = { createMenuItem: { id: string, name: string } };

export type UpdateMenuItemMutationVariables = Exact<{
  id: string;
  input: MenuItemInput;
}>;


export type UpdateMenuItemMutation = { updateMenuItem: { id: string, name: string } };

export type ArchiveMenuItemMutationVariables = Exact<{
  id: string;
}>;


export type ArchiveMenuItemMutation = { archiveMenuItem: { id: string, name: string, enabled: boolean } };

export type RejectPaymentMutationVariables = Exact<{
  orderId: string;
  reason: string;
}>;


export type RejectPaymentMutation = { rejectPayment: { statusCode: number, message: string } };

export type UpdateConfigurationsMutationVariables = Exact<{
  values: Array<ConfigurationInput> | ConfigurationInput;
}>;


export type UpdateConfigurationsMutation = { updateConfigurations: { configurations: Array<{ key: string }> } };

export type SetStoreOpenMutationVariables = Exact<{
  openStatus: boolean;
  closedMessage?: string | null | undefined;
}>;


export type SetStoreOpenMutation = { setStoreStatus: { openStatus: boolean, closedMessage: string | null, closedDates: Array<string> } };

export type SendOtpMutationVariables = Exact<{
  phone: string;
}>;


export type SendOtpMutation = { sendOtp: { id: string, typeOfUser: TypeOfUser | null } };

export type VerifyOtpMutationVariables = Exact<{
  otp: string;
  id: string;
}>;


export type VerifyOtpMutation = { verifyOtp: { verified: boolean, typeOfUser: TypeOfUser, user: { id: string, firstName: string | null, role: { id: number } } } };

export type SaveOrdersMutationVariables = Exact<{
  orders: Array<SuborderInput> | SuborderInput;
  key: string;
  userId?: string | null | undefined;
  useWallet?: boolean | null | undefined;
}>;


export type SaveOrdersMutation = { saveOrders: { statusCode: number, message: string, data: { id: string, orderNumber: string, totalPrice: number, payment: { status: PaymentStatus } | null } } };

export type StopActingForMutationVariables = Exact<{ [key: string]: never; }>;


export type StopActingForMutation = { deselectCustomer: { status: boolean } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: { status: boolean } };

export type RequestDeliveryAreaMutationVariables = Exact<{
  pinCode: string;
  contact: string;
}>;


export type RequestDeliveryAreaMutation = { requestDeliveryArea: { message: string } };

export type MenuPageQueryVariables = Exact<{
  category?: string | null | undefined;
  skip?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type MenuPageQuery = { getMenuItems: Array<{ id: string, name: string, slug: string, description: string | null, displayPrice: number | null, unitType: UnitType, foodType: FoodType | null, available: boolean, soldOutDates: Array<string>, image: { url: string | null } | null, category: { categoryEnum: CartKind, title: string }, variants: Array<{ id: string, price: number, unit: number, unitType: UnitType }> }> };

export type CancelSubscriptionMutationVariables = Exact<{
  suborderId: string;
  from?: string | null | undefined;
  reason: CancelReason;
  note?: string | null | undefined;
  refundTo?: RefundDestination | null | undefined;
}>;


export type CancelSubscriptionMutation = { cancelSubscription: { statusCode: number, message: string, suborder: { id: string, status: OrderStatus } } };

export type ChangeDeliveryAddressMutationVariables = Exact<{
  suborderId: string;
  locationId: string;
  from?: string | null | undefined;
}>;


export type ChangeDeliveryAddressMutation = { changeDeliveryAddress: { statusCode: number, message: string, suborder: { id: string } } };

export type ChangeDeliveryItemsMutationVariables = Exact<{
  deliveryId: string;
  items: Array<DeliveryItemInput> | DeliveryItemInput;
  applyToLaterDeliveries?: boolean | null | undefined;
}>;


export type ChangeDeliveryItemsMutation = { changeDeliveryItems: { statusCode: number, message: string, suborder: { id: string }, payByUpi: { id: string } | null } };

export type DeliverySwapOptionsQueryVariables = Exact<{
  category?: string | null | undefined;
}>;


export type DeliverySwapOptionsQuery = { getMenuItems: Array<{ id: string, name: string, variants: Array<{ id: string, price: number, unit: number, unitType: UnitType }> }> };

export type PreviewDeliveryChangeQueryVariables = Exact<{
  change: DeliveryChangeInput;
}>;


export type PreviewDeliveryChangeQuery = { previewDeliveryChange: { allowed: boolean, whyNot: string | null, deadline: string | null, deadlineWords: string | null, amountMore: number, fromWallet: number, dueByUpi: number, amountBack: number, backTo: RefundDestination | null, documents: Array<string> } };

export type ConfirmPaymentMutationVariables = Exact<{
  orderId: string;
}>;


export type ConfirmPaymentMutation = { confirmPayment: { statusCode: number, message: string } };

export type UpdateDeliveryStatusMutationVariables = Exact<{
  deliveryId: string;
  status: OrderStatus;
}>;


export type UpdateDeliveryStatusMutation = { updateDeliveryStatus: { statusCode: number, message: string } };

export type ResumeSubscriptionMutationVariables = Exact<{
  suborderId: string;
}>;


export type ResumeSubscriptionMutation = { resumeSubscription: { statusCode: number, message: string, suborder: { id: string, endDate: string | null }, payByUpi: { id: string } | null } };

export type ExtendPaymentDeadlineMutationVariables = Exact<{
  orderId: string;
  hours: number;
}>;


export type ExtendPaymentDeadlineMutation = { extendPaymentDeadline: { id: string, dueAt: string | null } };

export type ReorderMutationVariables = Exact<{
  orderNumber: string;
  suborderId?: string | null | undefined;
  startNewPlan?: boolean | null | undefined;
}>;


export type ReorderMutation = { reorder: Array<{ notice: string | null, categoryEnum: CategoryEnum, buyOrSubscribe: BuyOrSubscribe, deliveryDates: Array<string>, deliveryDays: Array<string>, subscriptionStartsOn: string | null, additionalNotes: string | null, deliveryAddress: { id: string } | null, menuItem: Array<{ id: string, name: string, unitType: UnitType, specialInstructions: string | null, image: { url: string | null } | null, variants: Array<{ id: string, price: number, unit: number, unitType: UnitType, qty: number }> }> }> };

export type PauseSubscriptionMutationVariables = Exact<{
  suborderId: string;
  from: string;
  to: string;
}>;


export type PauseSubscriptionMutation = { pauseSubscription: { statusCode: number, message: string, suborder: { id: string, endDate: string | null } } };

export type RenewSubscriptionMutationVariables = Exact<{
  suborderId: string;
}>;


export type RenewSubscriptionMutation = { renewSubscription: Array<{ notice: string | null, categoryEnum: CategoryEnum, buyOrSubscribe: BuyOrSubscribe, deliveryDates: Array<string>, deliveryDays: Array<string>, subscriptionStartsOn: string | null, additionalNotes: string | null, deliveryAddress: { id: string } | null, menuItem: Array<{ id: string, name: string, unitType: UnitType, specialInstructions: string | null, image: { url: string | null } | null, variants: Array<{ id: string, price: number, unit: number, unitType: UnitType, qty: number }> }> }> };

export type SkipDeliveryMutationVariables = Exact<{
  deliveryId: string;
  refundTo?: RefundDestination | null | undefined;
}>;


export type SkipDeliveryMutation = { skipDelivery: { statusCode: number, message: string, suborder: { id: string, endDate: string | null } } };

export type UpdateOrderStatusMutationVariables = Exact<{
  orderId: string;
  status: OrderStatus;
}>;


export type UpdateOrderStatusMutation = { updateOrderStatus: { statusCode: number, message: string } };

export type UnskipDeliveryMutationVariables = Exact<{
  deliveryId: string;
}>;


export type UnskipDeliveryMutation = { unskipDelivery: { statusCode: number, message: string, suborder: { id: string, endDate: string | null }, payByUpi: { id: string } | null } };

export type UpdatePaymentScreenshotMutationVariables = Exact<{
  order: string;
  screenshot: string;
  utr?: string | null | undefined;
}>;


export type UpdatePaymentScreenshotMutation = { updatePaymentScreenshot: { id: string, status: PaymentStatus, utr: string | null, screenshot: { id: string, url: string } | null } };

export type DeleteMyAccountMutationVariables = Exact<{
  confirmPhoneNumber: string;
}>;


export type DeleteMyAccountMutation = { deleteMyAccount: { statusCode: number, message: string } };

export type RequestEmailVerificationMutationVariables = Exact<{ [key: string]: never; }>;


export type RequestEmailVerificationMutation = { requestEmailVerification: { statusCode: number, message: string } };

export type LogoutAllDevicesMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutAllDevicesMutation = { logoutAllDevices: { ended: number } };

export type UpdateProfileMutationVariables = Exact<{
  id: string;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  email?: string | null | undefined;
  settings?: SettingsInput | null | undefined;
}>;


export type UpdateProfileMutation = { updateUser: { id: string, firstName: string | null, lastName: string | null, email: string | null, settings: { enableSMSNotifications: boolean, enableEmailNotifications: boolean, enablePushNotifications: boolean } | null } };

export type SetProfilePictureMutationVariables = Exact<{
  id: string;
  profilePic?: string | null | undefined;
}>;


export type SetProfilePictureMutation = { updateUser: { id: string, profilePic: { id: string | null, url: string | null } | null } };

export type SavePushSubscriptionMutationVariables = Exact<{
  endpoint: string;
  p256dh: string;
  auth: string;
}>;


export type SavePushSubscriptionMutation = { savePushSubscription: { statusCode: number, message: string } };

export type RemovePushSubscriptionMutationVariables = Exact<{
  endpoint: string;
}>;


export type RemovePushSubscriptionMutation = { removePushSubscription: { statusCode: number, message: string } };

export type CreateProfileMutationVariables = Exact<{
  id: string;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  email?: string | null | undefined;
  privacyPolicyVersion?: string | null | undefined;
}>;


export type CreateProfileMutation = { updateUser: { id: string, firstName: string | null } };

export type VerifyEmailMutationVariables = Exact<{
  token: string;
}>;


export type VerifyEmailMutation = { verifyEmail: { statusCode: number, message: string } };

export type MarkRefundPaidMutationVariables = Exact<{
  refundId: string;
  utr: string;
}>;


export type MarkRefundPaidMutation = { markRefundPaid: { id: string, status: RefundStatus, utr: string | null } };

export type StartRouteMutationVariables = Exact<{ [key: string]: never; }>;


export type StartRouteMutation = { startRoute: { started: boolean, stops: Array<{ delivery: { id: string, status: OrderStatus } }> } };

export type MarkDeliveredMutationVariables = Exact<{
  deliveryId: string;
  code?: string | null | undefined;
  photoId?: string | null | undefined;
}>;


export type MarkDeliveredMutation = { markDelivered: { id: string, status: OrderStatus, proof: { kind: ProofKind, at: string } | null } };

export type MarkNotDeliveredMutationVariables = Exact<{
  deliveryId: string;
  reason: NotDeliveredReason;
  note?: string | null | undefined;
}>;


export type MarkNotDeliveredMutation = { markNotDelivered: { id: string, status: OrderStatus, failure: { reason: NotDeliveredReason, at: string } | null } };

export type UndoDropOutcomeMutationVariables = Exact<{
  deliveryId: string;
}>;


export type UndoDropOutcomeMutation = { undoDropOutcome: { id: string, status: OrderStatus } };

export type ConfirmTopUpMutationVariables = Exact<{
  topUpId: string;
}>;


export type ConfirmTopUpMutation = { confirmTopUp: { statusCode: number, message: string } };

export type GiveWalletCreditMutationVariables = Exact<{
  userId: string;
  amount: number;
  reason: string;
}>;


export type GiveWalletCreditMutation = { giveWalletCredit: { balance: number } };

export type PayOutWalletMutationVariables = Exact<{
  userId: string;
  amount: number;
  utr: string;
}>;


export type PayOutWalletMutation = { payOutWallet: { balance: number } };

export type RejectTopUpMutationVariables = Exact<{
  topUpId: string;
  reason: string;
}>;


export type RejectTopUpMutation = { rejectTopUp: { statusCode: number, message: string } };

export type TopUpWalletMutationVariables = Exact<{
  amount: number;
}>;


export type TopUpWalletMutation = { topUpWallet: { id: string, number: string, amount: number, status: PaymentStatus, upiLink: string | null } };

export type SubmitTopUpProofMutationVariables = Exact<{
  paymentId: string;
  screenshot: string;
  utr: string;
}>;


export type SubmitTopUpProofMutation = { submitPaymentProof: { id: string, status: PaymentStatus, utr: string | null } };

export type UpdateUpiIdMutationVariables = Exact<{
  upiId: string;
}>;


export type UpdateUpiIdMutation = { updateUpiId: { statusCode: number, message: string } };

export type CartFieldsFragment = { categoryEnum: CategoryEnum, buyOrSubscribe: BuyOrSubscribe, deliveryDates: Array<string>, deliveryDays: Array<string>, subscriptionStartsOn: string | null, additionalNotes: string | null, deliveryAddress: { id: string } | null, menuItem: Array<{ id: string, name: string, unitType: UnitType, specialInstructions: string | null, image: { url: string | null } | null, variants: Array<{ id: string, price: number, unit: number, unitType: UnitType, qty: number }> }> };

export type MergeGuestCartsMutationVariables = Exact<{
  c: Array<CartInput> | CartInput;
}>;


export type MergeGuestCartsMutation = { mergeGuestCarts: Array<{ categoryEnum: CategoryEnum, buyOrSubscribe: BuyOrSubscribe, deliveryDates: Array<string>, deliveryDays: Array<string>, subscriptionStartsOn: string | null, additionalNotes: string | null, deliveryAddress: { id: string } | null, menuItem: Array<{ id: string, name: string, unitType: UnitType, specialInstructions: string | null, image: { url: string | null } | null, variants: Array<{ id: string, price: number, unit: number, unitType: UnitType, qty: number }> }> }> };

export type SaveCartMutationVariables = Exact<{
  c: CartInput;
}>;


export type SaveCartMutation = { saveCart: Array<{ categoryEnum: CategoryEnum }> };

export type ViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerQuery = { me: { firstName: string | null, phoneNumber: string, role: { id: number } } | null, selectedCustomer: { firstName: string | null, lastName: string | null } | null };

export type GetCartsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCartsQuery = { getCarts: Array<{ categoryEnum: CategoryEnum, buyOrSubscribe: BuyOrSubscribe, deliveryDates: Array<string>, deliveryDays: Array<string>, subscriptionStartsOn: string | null, additionalNotes: string | null, deliveryAddress: { id: string } | null, menuItem: Array<{ id: string, name: string, unitType: UnitType, specialInstructions: string | null, image: { url: string | null } | null, variants: Array<{ id: string, price: number, unit: number, unitType: UnitType, qty: number }> }> }> };

export type UploadImageMutationVariables = Exact<{
  base64: string;
  fileName: string;
  kind?: ImageKind | null | undefined;
}>;


export type UploadImageMutation = { uploadImage: { id: string | null, url: string | null } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const BankStatementLineFieldsFragmentDoc = new TypedDocumentString(`
    fragment BankStatementLineFields on BankStatementLine {
  lineNo
  date
  amount
  utr
  narration
  status
  orderNumber
  matchedBy
  note
}
    `, {"fragmentName":"BankStatementLineFields"}) as unknown as TypedDocumentString<BankStatementLineFieldsFragment, unknown>;
export const ImportRowFieldsFragmentDoc = new TypedDocumentString(`
    fragment ImportRowFields on ImportRow {
  row
  status
  phoneNumber
  firstName
  lastName
  message
}
    `, {"fragmentName":"ImportRowFields"}) as unknown as TypedDocumentString<ImportRowFieldsFragment, unknown>;
export const CartFieldsFragmentDoc = new TypedDocumentString(`
    fragment CartFields on Cart {
  categoryEnum
  buyOrSubscribe
  deliveryDates
  deliveryDays
  subscriptionStartsOn
  additionalNotes
  deliveryAddress {
    id
  }
  menuItem {
    id
    name
    unitType
    specialInstructions
    image {
      url
    }
    variants {
      id
      price
      unit
      unitType
      qty
    }
  }
}
    `, {"fragmentName":"CartFields"}) as unknown as TypedDocumentString<CartFieldsFragment, unknown>;
export const SaveAddressDocument = new TypedDocumentString(`
    mutation SaveAddress($location: LocationInput!, $moveComingDeliveries: Boolean) {
  addOrUpdateUserLocation(
    location: $location
    moveComingDeliveries: $moveComingDeliveries
  ) {
    id
    title
    lineOne
    linetwo
    city
    state
    zipCode
    country
    latitude
    longitude
    dropNote
    isDefault
    comingDeliveries
    image {
      id
      url
    }
  }
}
    `) as unknown as TypedDocumentString<SaveAddressMutation, SaveAddressMutationVariables>;
export const SetDefaultAddressDocument = new TypedDocumentString(`
    mutation SetDefaultAddress($id: ID!) {
  setDefaultAddress(id: $id) {
    id
    isDefault
  }
}
    `) as unknown as TypedDocumentString<SetDefaultAddressMutation, SetDefaultAddressMutationVariables>;
export const RemoveAddressDocument = new TypedDocumentString(`
    mutation RemoveAddress($id: ID!) {
  removeUserLocation(id: $id) {
    status
  }
}
    `) as unknown as TypedDocumentString<RemoveAddressMutation, RemoveAddressMutationVariables>;
export const PreviewBankStatementDocument = new TypedDocumentString(`
    mutation PreviewBankStatement($base64: String!, $fileName: String!) {
  previewBankStatement(base64: $base64, fileName: $fileName) {
    layout {
      bankName
      source
      headerRow
    }
    mapping {
      headerRow
      headers
      suggested {
        date
        narration
        credit
        reference
        direction
      }
    }
    lines {
      ...BankStatementLineFields
    }
    debitLines
    skippedRows
  }
}
    fragment BankStatementLineFields on BankStatementLine {
  lineNo
  date
  amount
  utr
  narration
  status
  orderNumber
  matchedBy
  note
}`) as unknown as TypedDocumentString<PreviewBankStatementMutation, PreviewBankStatementMutationVariables>;
export const ApplyBankStatementDocument = new TypedDocumentString(`
    mutation ApplyBankStatement($base64: String!, $fileName: String!) {
  applyBankStatement(base64: $base64, fileName: $fileName) {
    confirmed
    skipped
    message
  }
}
    `) as unknown as TypedDocumentString<ApplyBankStatementMutation, ApplyBankStatementMutationVariables>;
export const SaveBankLayoutDocument = new TypedDocumentString(`
    mutation SaveBankLayout($bankName: String!, $headers: [String!]!, $columns: BankColumnsInput!) {
  saveBankLayout(bankName: $bankName, headers: $headers, columns: $columns) {
    id
    bankName
  }
}
    `) as unknown as TypedDocumentString<SaveBankLayoutMutation, SaveBankLayoutMutationVariables>;
export const SetCapacityDocument = new TypedDocumentString(`
    mutation SetCapacity($categoryId: ID!, $maxPerDay: Int, $overrides: [CapacityOverrideInput!]) {
  setCapacity(
    categoryId: $categoryId
    maxPerDay: $maxPerDay
    overrides: $overrides
  ) {
    categoryId
    maxPerDay
    overrides {
      date
      max
    }
  }
}
    `) as unknown as TypedDocumentString<SetCapacityMutation, SetCapacityMutationVariables>;
export const SetClosedDatesDocument = new TypedDocumentString(`
    mutation SetClosedDates($openStatus: Boolean!, $closedDates: [String!]) {
  setStoreStatus(openStatus: $openStatus, closedDates: $closedDates) {
    openStatus
    closedMessage
    closedDates
  }
}
    `) as unknown as TypedDocumentString<SetClosedDatesMutation, SetClosedDatesMutationVariables>;
export const CloseDatesDocument = new TypedDocumentString(`
    mutation CloseDates($dates: [String!]!, $bookings: ClosedDateBookings!) {
  closeDates(dates: $dates, bookings: $bookings) {
    moved
    cancelled
    messaged
    store {
      closedDates
    }
  }
}
    `) as unknown as TypedDocumentString<CloseDatesMutation, CloseDatesMutationVariables>;
export const SelectCustomerDocument = new TypedDocumentString(`
    mutation SelectCustomer($id: ID!) {
  selectCustomer(userId: $id) {
    id
    firstName
  }
}
    `) as unknown as TypedDocumentString<SelectCustomerMutation, SelectCustomerMutationVariables>;
export const DeselectCustomerDocument = new TypedDocumentString(`
    mutation DeselectCustomer {
  deselectCustomer {
    status
  }
}
    `) as unknown as TypedDocumentString<DeselectCustomerMutation, DeselectCustomerMutationVariables>;
export const AddUserDocument = new TypedDocumentString(`
    mutation AddUser($p: String!, $f: String, $l: String) {
  addUser(
    phoneNumber: $p
    countryCode: "+91"
    roleId: 2
    firstName: $f
    lastName: $l
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<AddUserMutation, AddUserMutationVariables>;
export const PreviewImportDocument = new TypedDocumentString(`
    query PreviewImport($u: [UserImportInput!]!) {
  previewImportUsers(users: $u) {
    summary
    newCount
    existingCount
    refusedCount
    rows {
      ...ImportRowFields
    }
  }
}
    fragment ImportRowFields on ImportRow {
  row
  status
  phoneNumber
  firstName
  lastName
  message
}`) as unknown as TypedDocumentString<PreviewImportQuery, PreviewImportQueryVariables>;
export const ImportUsersDocument = new TypedDocumentString(`
    mutation ImportUsers($u: [UserImportInput!]!) {
  importUsers(users: $u) {
    success
    message
    userCount
    existingCount
    refusedCount
    rows {
      ...ImportRowFields
    }
  }
}
    fragment ImportRowFields on ImportRow {
  row
  status
  phoneNumber
  firstName
  lastName
  message
}`) as unknown as TypedDocumentString<ImportUsersMutation, ImportUsersMutationVariables>;
export const ClearLoginLockDocument = new TypedDocumentString(`
    mutation ClearLoginLock($userId: ID!) {
  clearLoginLock(userId: $userId) {
    message
  }
}
    `) as unknown as TypedDocumentString<ClearLoginLockMutation, ClearLoginLockMutationVariables>;
export const SetUserRoleDocument = new TypedDocumentString(`
    mutation SetUserRole($userId: ID!, $roleId: Int!) {
  setUserRole(userId: $userId, roleId: $roleId) {
    id
    role {
      roleName
    }
  }
}
    `) as unknown as TypedDocumentString<SetUserRoleMutation, SetUserRoleMutationVariables>;
export const AssignDeliveriesDocument = new TypedDocumentString(`
    mutation AssignDeliveries($deliveryIds: [ID!]!, $riderId: ID) {
  assignDeliveries(deliveryIds: $deliveryIds, riderId: $riderId) {
    statusCode
    message
    count
  }
}
    `) as unknown as TypedDocumentString<AssignDeliveriesMutation, AssignDeliveriesMutationVariables>;
export const ResolveMissedDeliveryDocument = new TypedDocumentString(`
    mutation ResolveMissedDelivery($deliveryId: ID!, $action: MissedDeliveryAction!, $refundTo: RefundDestination) {
  resolveMissedDelivery(
    deliveryId: $deliveryId
    action: $action
    refundTo: $refundTo
  ) {
    statusCode
    message
    suborder {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<ResolveMissedDeliveryMutation, ResolveMissedDeliveryMutationVariables>;
export const SetShipmentDocument = new TypedDocumentString(`
    mutation SetShipment($deliveryId: ID!, $courier: String!, $awb: String!) {
  setShipment(deliveryId: $deliveryId, courier: $courier, awb: $awb) {
    id
    shipment {
      trackingUrl
    }
  }
}
    `) as unknown as TypedDocumentString<SetShipmentMutation, SetShipmentMutationVariables>;
export const MarkDeliveriesDocument = new TypedDocumentString(`
    mutation MarkDeliveries($ids: [ID!]!, $status: OrderStatus!) {
  updateDeliveriesStatus(deliveryIds: $ids, status: $status) {
    message
    updated
  }
}
    `) as unknown as TypedDocumentString<MarkDeliveriesMutation, MarkDeliveriesMutationVariables>;
export const CreateHeroImageDocument = new TypedDocumentString(`
    mutation CreateHeroImage($imageUrl: String!, $type: HeroImageType!, $showHeadline: Boolean) {
  createHeroImage(imageUrl: $imageUrl, type: $type, showHeadline: $showHeadline) {
    desktopUrl
    mobileUrl
    desktopHeadline
    mobileHeadline
  }
}
    `) as unknown as TypedDocumentString<CreateHeroImageMutation, CreateHeroImageMutationVariables>;
export const CreateMenuItemDocument = new TypedDocumentString(`
    mutation CreateMenuItem($input: MenuItemInput!) {
  createMenuItem(input: $input) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<CreateMenuItemMutation, CreateMenuItemMutationVariables>;
export const UpdateMenuItemDocument = new TypedDocumentString(`
    mutation UpdateMenuItem($id: ID!, $input: MenuItemInput!) {
  updateMenuItem(id: $id, input: $input) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<UpdateMenuItemMutation, UpdateMenuItemMutationVariables>;
export const ArchiveMenuItemDocument = new TypedDocumentString(`
    mutation ArchiveMenuItem($id: ID!) {
  archiveMenuItem(id: $id) {
    id
    name
    enabled
  }
}
    `) as unknown as TypedDocumentString<ArchiveMenuItemMutation, ArchiveMenuItemMutationVariables>;
export const RejectPaymentDocument = new TypedDocumentString(`
    mutation RejectPayment($orderId: ID!, $reason: String!) {
  rejectPayment(orderId: $orderId, reason: $reason) {
    statusCode
    message
  }
}
    `) as unknown as TypedDocumentString<RejectPaymentMutation, RejectPaymentMutationVariables>;
export const UpdateConfigurationsDocument = new TypedDocumentString(`
    mutation UpdateConfigurations($values: [ConfigurationInput!]!) {
  updateConfigurations(values: $values) {
    configurations {
      key
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateConfigurationsMutation, UpdateConfigurationsMutationVariables>;
export const SetStoreOpenDocument = new TypedDocumentString(`
    mutation SetStoreOpen($openStatus: Boolean!, $closedMessage: String) {
  setStoreStatus(openStatus: $openStatus, closedMessage: $closedMessage) {
    openStatus
    closedMessage
    closedDates
  }
}
    `) as unknown as TypedDocumentString<SetStoreOpenMutation, SetStoreOpenMutationVariables>;
export const SendOtpDocument = new TypedDocumentString(`
    mutation SendOtp($phone: String!) {
  sendOtp(phoneNumber: $phone, countryCode: "+91", roleId: 2) {
    id
    typeOfUser
  }
}
    `) as unknown as TypedDocumentString<SendOtpMutation, SendOtpMutationVariables>;
export const VerifyOtpDocument = new TypedDocumentString(`
    mutation VerifyOtp($otp: String!, $id: ID!) {
  verifyOtp(otp: $otp, userId: $id) {
    verified
    typeOfUser
    user {
      id
      firstName
      role {
        id
      }
    }
  }
}
    `) as unknown as TypedDocumentString<VerifyOtpMutation, VerifyOtpMutationVariables>;
export const SaveOrdersDocument = new TypedDocumentString(`
    mutation SaveOrders($orders: [SuborderInput!]!, $key: String!, $userId: ID, $useWallet: Boolean) {
  saveOrders(
    orders: $orders
    idempotencyKey: $key
    userId: $userId
    useWallet: $useWallet
  ) {
    statusCode
    message
    data {
      id
      orderNumber
      totalPrice
      payment {
        status
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SaveOrdersMutation, SaveOrdersMutationVariables>;
export const StopActingForDocument = new TypedDocumentString(`
    mutation StopActingFor {
  deselectCustomer {
    status
  }
}
    `) as unknown as TypedDocumentString<StopActingForMutation, StopActingForMutationVariables>;
export const LogoutDocument = new TypedDocumentString(`
    mutation Logout {
  logout {
    status
  }
}
    `) as unknown as TypedDocumentString<LogoutMutation, LogoutMutationVariables>;
export const RequestDeliveryAreaDocument = new TypedDocumentString(`
    mutation RequestDeliveryArea($pinCode: String!, $contact: String!) {
  requestDeliveryArea(pinCode: $pinCode, contact: $contact) {
    message
  }
}
    `) as unknown as TypedDocumentString<RequestDeliveryAreaMutation, RequestDeliveryAreaMutationVariables>;
export const MenuPageDocument = new TypedDocumentString(`
    query MenuPage($category: ID, $skip: Int, $limit: Int) {
  getMenuItems(category: $category, skip: $skip, limit: $limit) {
    id
    name
    slug
    description
    displayPrice
    unitType
    foodType
    available
    soldOutDates
    image {
      url
    }
    category {
      categoryEnum
      title
    }
    variants {
      id
      price
      unit
      unitType
    }
  }
}
    `) as unknown as TypedDocumentString<MenuPageQuery, MenuPageQueryVariables>;
export const CancelSubscriptionDocument = new TypedDocumentString(`
    mutation CancelSubscription($suborderId: ID!, $from: String, $reason: CancelReason!, $note: String, $refundTo: RefundDestination) {
  cancelSubscription(
    suborderId: $suborderId
    from: $from
    reason: $reason
    note: $note
    refundTo: $refundTo
  ) {
    statusCode
    message
    suborder {
      id
      status
    }
  }
}
    `) as unknown as TypedDocumentString<CancelSubscriptionMutation, CancelSubscriptionMutationVariables>;
export const ChangeDeliveryAddressDocument = new TypedDocumentString(`
    mutation ChangeDeliveryAddress($suborderId: ID!, $locationId: ID!, $from: String) {
  changeDeliveryAddress(
    suborderId: $suborderId
    locationId: $locationId
    from: $from
  ) {
    statusCode
    message
    suborder {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<ChangeDeliveryAddressMutation, ChangeDeliveryAddressMutationVariables>;
export const ChangeDeliveryItemsDocument = new TypedDocumentString(`
    mutation ChangeDeliveryItems($deliveryId: ID!, $items: [DeliveryItemInput!]!, $applyToLaterDeliveries: Boolean) {
  changeDeliveryItems(
    deliveryId: $deliveryId
    items: $items
    applyToLaterDeliveries: $applyToLaterDeliveries
  ) {
    statusCode
    message
    suborder {
      id
    }
    payByUpi {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<ChangeDeliveryItemsMutation, ChangeDeliveryItemsMutationVariables>;
export const DeliverySwapOptionsDocument = new TypedDocumentString(`
    query DeliverySwapOptions($category: ID) {
  getMenuItems(category: $category, skip: 0, limit: 50) {
    id
    name
    variants {
      id
      price
      unit
      unitType
    }
  }
}
    `) as unknown as TypedDocumentString<DeliverySwapOptionsQuery, DeliverySwapOptionsQueryVariables>;
export const PreviewDeliveryChangeDocument = new TypedDocumentString(`
    query PreviewDeliveryChange($change: DeliveryChangeInput!) {
  previewDeliveryChange(change: $change) {
    allowed
    whyNot
    deadline
    deadlineWords
    amountMore
    fromWallet
    dueByUpi
    amountBack
    backTo
    documents
  }
}
    `) as unknown as TypedDocumentString<PreviewDeliveryChangeQuery, PreviewDeliveryChangeQueryVariables>;
export const ConfirmPaymentDocument = new TypedDocumentString(`
    mutation ConfirmPayment($orderId: ID!) {
  confirmPayment(orderId: $orderId) {
    statusCode
    message
  }
}
    `) as unknown as TypedDocumentString<ConfirmPaymentMutation, ConfirmPaymentMutationVariables>;
export const UpdateDeliveryStatusDocument = new TypedDocumentString(`
    mutation UpdateDeliveryStatus($deliveryId: ID!, $status: OrderStatus!) {
  updateDeliveryStatus(deliveryId: $deliveryId, status: $status) {
    statusCode
    message
  }
}
    `) as unknown as TypedDocumentString<UpdateDeliveryStatusMutation, UpdateDeliveryStatusMutationVariables>;
export const ResumeSubscriptionDocument = new TypedDocumentString(`
    mutation ResumeSubscription($suborderId: ID!) {
  resumeSubscription(suborderId: $suborderId) {
    statusCode
    message
    suborder {
      id
      endDate
    }
    payByUpi {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<ResumeSubscriptionMutation, ResumeSubscriptionMutationVariables>;
export const ExtendPaymentDeadlineDocument = new TypedDocumentString(`
    mutation ExtendPaymentDeadline($orderId: ID!, $hours: Int!) {
  extendPaymentDeadline(orderId: $orderId, hours: $hours) {
    id
    dueAt
  }
}
    `) as unknown as TypedDocumentString<ExtendPaymentDeadlineMutation, ExtendPaymentDeadlineMutationVariables>;
export const ReorderDocument = new TypedDocumentString(`
    mutation Reorder($orderNumber: String!, $suborderId: ID, $startNewPlan: Boolean) {
  reorder(
    orderNumber: $orderNumber
    suborderId: $suborderId
    startNewPlan: $startNewPlan
  ) {
    ...CartFields
    notice
  }
}
    fragment CartFields on Cart {
  categoryEnum
  buyOrSubscribe
  deliveryDates
  deliveryDays
  subscriptionStartsOn
  additionalNotes
  deliveryAddress {
    id
  }
  menuItem {
    id
    name
    unitType
    specialInstructions
    image {
      url
    }
    variants {
      id
      price
      unit
      unitType
      qty
    }
  }
}`) as unknown as TypedDocumentString<ReorderMutation, ReorderMutationVariables>;
export const PauseSubscriptionDocument = new TypedDocumentString(`
    mutation PauseSubscription($suborderId: ID!, $from: String!, $to: String!) {
  pauseSubscription(suborderId: $suborderId, from: $from, to: $to) {
    statusCode
    message
    suborder {
      id
      endDate
    }
  }
}
    `) as unknown as TypedDocumentString<PauseSubscriptionMutation, PauseSubscriptionMutationVariables>;
export const RenewSubscriptionDocument = new TypedDocumentString(`
    mutation RenewSubscription($suborderId: ID!) {
  renewSubscription(suborderId: $suborderId) {
    ...CartFields
    notice
  }
}
    fragment CartFields on Cart {
  categoryEnum
  buyOrSubscribe
  deliveryDates
  deliveryDays
  subscriptionStartsOn
  additionalNotes
  deliveryAddress {
    id
  }
  menuItem {
    id
    name
    unitType
    specialInstructions
    image {
      url
    }
    variants {
      id
      price
      unit
      unitType
      qty
    }
  }
}`) as unknown as TypedDocumentString<RenewSubscriptionMutation, RenewSubscriptionMutationVariables>;
export const SkipDeliveryDocument = new TypedDocumentString(`
    mutation SkipDelivery($deliveryId: ID!, $refundTo: RefundDestination) {
  skipDelivery(deliveryId: $deliveryId, refundTo: $refundTo) {
    statusCode
    message
    suborder {
      id
      endDate
    }
  }
}
    `) as unknown as TypedDocumentString<SkipDeliveryMutation, SkipDeliveryMutationVariables>;
export const UpdateOrderStatusDocument = new TypedDocumentString(`
    mutation UpdateOrderStatus($orderId: ID!, $status: OrderStatus!) {
  updateOrderStatus(orderId: $orderId, status: $status) {
    statusCode
    message
  }
}
    `) as unknown as TypedDocumentString<UpdateOrderStatusMutation, UpdateOrderStatusMutationVariables>;
export const UnskipDeliveryDocument = new TypedDocumentString(`
    mutation UnskipDelivery($deliveryId: ID!) {
  unskipDelivery(deliveryId: $deliveryId) {
    statusCode
    message
    suborder {
      id
      endDate
    }
    payByUpi {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<UnskipDeliveryMutation, UnskipDeliveryMutationVariables>;
export const UpdatePaymentScreenshotDocument = new TypedDocumentString(`
    mutation UpdatePaymentScreenshot($order: ID!, $screenshot: ID!, $utr: String) {
  updatePaymentScreenshot(order: $order, screenshot: $screenshot, utr: $utr) {
    id
    status
    utr
    screenshot {
      id
      url
    }
  }
}
    `) as unknown as TypedDocumentString<UpdatePaymentScreenshotMutation, UpdatePaymentScreenshotMutationVariables>;
export const DeleteMyAccountDocument = new TypedDocumentString(`
    mutation DeleteMyAccount($confirmPhoneNumber: String!) {
  deleteMyAccount(confirmPhoneNumber: $confirmPhoneNumber) {
    statusCode
    message
  }
}
    `) as unknown as TypedDocumentString<DeleteMyAccountMutation, DeleteMyAccountMutationVariables>;
export const RequestEmailVerificationDocument = new TypedDocumentString(`
    mutation RequestEmailVerification {
  requestEmailVerification {
    statusCode
    message
  }
}
    `) as unknown as TypedDocumentString<RequestEmailVerificationMutation, RequestEmailVerificationMutationVariables>;
export const LogoutAllDevicesDocument = new TypedDocumentString(`
    mutation LogoutAllDevices {
  logoutAllDevices {
    ended
  }
}
    `) as unknown as TypedDocumentString<LogoutAllDevicesMutation, LogoutAllDevicesMutationVariables>;
export const UpdateProfileDocument = new TypedDocumentString(`
    mutation UpdateProfile($id: ID!, $firstName: String, $lastName: String, $email: String, $settings: SettingsInput) {
  updateUser(
    id: $id
    firstName: $firstName
    lastName: $lastName
    email: $email
    settings: $settings
  ) {
    id
    firstName
    lastName
    email
    settings {
      enableSMSNotifications
      enableEmailNotifications
      enablePushNotifications
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const SetProfilePictureDocument = new TypedDocumentString(`
    mutation SetProfilePicture($id: ID!, $profilePic: ID) {
  updateUser(id: $id, profilePic: $profilePic) {
    id
    profilePic {
      id
      url
    }
  }
}
    `) as unknown as TypedDocumentString<SetProfilePictureMutation, SetProfilePictureMutationVariables>;
export const SavePushSubscriptionDocument = new TypedDocumentString(`
    mutation SavePushSubscription($endpoint: String!, $p256dh: String!, $auth: String!) {
  savePushSubscription(endpoint: $endpoint, p256dh: $p256dh, auth: $auth) {
    statusCode
    message
  }
}
    `) as unknown as TypedDocumentString<SavePushSubscriptionMutation, SavePushSubscriptionMutationVariables>;
export const RemovePushSubscriptionDocument = new TypedDocumentString(`
    mutation RemovePushSubscription($endpoint: String!) {
  removePushSubscription(endpoint: $endpoint) {
    statusCode
    message
  }
}
    `) as unknown as TypedDocumentString<RemovePushSubscriptionMutation, RemovePushSubscriptionMutationVariables>;
export const CreateProfileDocument = new TypedDocumentString(`
    mutation CreateProfile($id: ID!, $firstName: String, $lastName: String, $email: String, $privacyPolicyVersion: String) {
  updateUser(
    id: $id
    firstName: $firstName
    lastName: $lastName
    email: $email
    privacyPolicyVersion: $privacyPolicyVersion
  ) {
    id
    firstName
  }
}
    `) as unknown as TypedDocumentString<CreateProfileMutation, CreateProfileMutationVariables>;
export const VerifyEmailDocument = new TypedDocumentString(`
    mutation VerifyEmail($token: String!) {
  verifyEmail(token: $token) {
    statusCode
    message
  }
}
    `) as unknown as TypedDocumentString<VerifyEmailMutation, VerifyEmailMutationVariables>;
export const MarkRefundPaidDocument = new TypedDocumentString(`
    mutation MarkRefundPaid($refundId: ID!, $utr: String!) {
  markRefundPaid(refundId: $refundId, utr: $utr) {
    id
    status
    utr
  }
}
    `) as unknown as TypedDocumentString<MarkRefundPaidMutation, MarkRefundPaidMutationVariables>;
export const StartRouteDocument = new TypedDocumentString(`
    mutation StartRoute {
  startRoute {
    started
    stops {
      delivery {
        id
        status
      }
    }
  }
}
    `) as unknown as TypedDocumentString<StartRouteMutation, StartRouteMutationVariables>;
export const MarkDeliveredDocument = new TypedDocumentString(`
    mutation MarkDelivered($deliveryId: ID!, $code: String, $photoId: ID) {
  markDelivered(deliveryId: $deliveryId, code: $code, photoId: $photoId) {
    id
    status
    proof {
      kind
      at
    }
  }
}
    `) as unknown as TypedDocumentString<MarkDeliveredMutation, MarkDeliveredMutationVariables>;
export const MarkNotDeliveredDocument = new TypedDocumentString(`
    mutation MarkNotDelivered($deliveryId: ID!, $reason: NotDeliveredReason!, $note: String) {
  markNotDelivered(deliveryId: $deliveryId, reason: $reason, note: $note) {
    id
    status
    failure {
      reason
      at
    }
  }
}
    `) as unknown as TypedDocumentString<MarkNotDeliveredMutation, MarkNotDeliveredMutationVariables>;
export const UndoDropOutcomeDocument = new TypedDocumentString(`
    mutation UndoDropOutcome($deliveryId: ID!) {
  undoDropOutcome(deliveryId: $deliveryId) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<UndoDropOutcomeMutation, UndoDropOutcomeMutationVariables>;
export const ConfirmTopUpDocument = new TypedDocumentString(`
    mutation ConfirmTopUp($topUpId: ID!) {
  confirmTopUp(topUpId: $topUpId) {
    statusCode
    message
  }
}
    `) as unknown as TypedDocumentString<ConfirmTopUpMutation, ConfirmTopUpMutationVariables>;
export const GiveWalletCreditDocument = new TypedDocumentString(`
    mutation GiveWalletCredit($userId: ID!, $amount: Int!, $reason: String!) {
  giveWalletCredit(userId: $userId, amount: $amount, reason: $reason) {
    balance
  }
}
    `) as unknown as TypedDocumentString<GiveWalletCreditMutation, GiveWalletCreditMutationVariables>;
export const PayOutWalletDocument = new TypedDocumentString(`
    mutation PayOutWallet($userId: ID!, $amount: Int!, $utr: String!) {
  payOutWallet(userId: $userId, amount: $amount, utr: $utr) {
    balance
  }
}
    `) as unknown as TypedDocumentString<PayOutWalletMutation, PayOutWalletMutationVariables>;
export const RejectTopUpDocument = new TypedDocumentString(`
    mutation RejectTopUp($topUpId: ID!, $reason: String!) {
  rejectTopUp(topUpId: $topUpId, reason: $reason) {
    statusCode
    message
  }
}
    `) as unknown as TypedDocumentString<RejectTopUpMutation, RejectTopUpMutationVariables>;
export const TopUpWalletDocument = new TypedDocumentString(`
    mutation TopUpWallet($amount: Int!) {
  topUpWallet(amount: $amount) {
    id
    number
    amount
    status
    upiLink
  }
}
    `) as unknown as TypedDocumentString<TopUpWalletMutation, TopUpWalletMutationVariables>;
export const SubmitTopUpProofDocument = new TypedDocumentString(`
    mutation SubmitTopUpProof($paymentId: ID!, $screenshot: ID!, $utr: String!) {
  submitPaymentProof(paymentId: $paymentId, screenshot: $screenshot, utr: $utr) {
    id
    status
    utr
  }
}
    `) as unknown as TypedDocumentString<SubmitTopUpProofMutation, SubmitTopUpProofMutationVariables>;
export const UpdateUpiIdDocument = new TypedDocumentString(`
    mutation UpdateUpiId($upiId: String!) {
  updateUpiId(upiId: $upiId) {
    statusCode
    message
  }
}
    `) as unknown as TypedDocumentString<UpdateUpiIdMutation, UpdateUpiIdMutationVariables>;
export const MergeGuestCartsDocument = new TypedDocumentString(`
    mutation MergeGuestCarts($c: [CartInput!]!) {
  mergeGuestCarts(carts: $c) {
    ...CartFields
  }
}
    fragment CartFields on Cart {
  categoryEnum
  buyOrSubscribe
  deliveryDates
  deliveryDays
  subscriptionStartsOn
  additionalNotes
  deliveryAddress {
    id
  }
  menuItem {
    id
    name
    unitType
    specialInstructions
    image {
      url
    }
    variants {
      id
      price
      unit
      unitType
      qty
    }
  }
}`) as unknown as TypedDocumentString<MergeGuestCartsMutation, MergeGuestCartsMutationVariables>;
export const SaveCartDocument = new TypedDocumentString(`
    mutation SaveCart($c: CartInput!) {
  saveCart(cart: $c) {
    categoryEnum
  }
}
    `) as unknown as TypedDocumentString<SaveCartMutation, SaveCartMutationVariables>;
export const ViewerDocument = new TypedDocumentString(`
    query Viewer {
  me {
    firstName
    phoneNumber
    role {
      id
    }
  }
  selectedCustomer {
    firstName
    lastName
  }
}
    `) as unknown as TypedDocumentString<ViewerQuery, ViewerQueryVariables>;
export const GetCartsDocument = new TypedDocumentString(`
    query GetCarts {
  getCarts {
    ...CartFields
  }
}
    fragment CartFields on Cart {
  categoryEnum
  buyOrSubscribe
  deliveryDates
  deliveryDays
  subscriptionStartsOn
  additionalNotes
  deliveryAddress {
    id
  }
  menuItem {
    id
    name
    unitType
    specialInstructions
    image {
      url
    }
    variants {
      id
      price
      unit
      unitType
      qty
    }
  }
}`) as unknown as TypedDocumentString<GetCartsQuery, GetCartsQueryVariables>;
export const UploadImageDocument = new TypedDocumentString(`
    mutation UploadImage($base64: String!, $fileName: String!, $kind: ImageKind) {
  uploadImage(base64: $base64, fileName: $fileName, kind: $kind) {
    id
    url
  }
}
    `) as unknown as TypedDocumentString<UploadImageMutation, UploadImageMutationVariables>;