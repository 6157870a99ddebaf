/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

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
    "\n  mutation DeleteMyAccount($password: String!) {\n    deleteMyAccount(password: $password)\n  }\n": typeof types.DeleteMyAccountDocument,
    "\n  query AdminAnnouncementsList {\n    announcements {\n      id\n      title\n      content\n      createdAt\n      sendWhatsapp\n      author {\n        id\n        fullName\n      }\n      team {\n        id\n        name\n      }\n      league {\n        id\n        name\n      }\n    }\n  }\n": typeof types.AdminAnnouncementsListDocument,
    "\n  query AdminAnnouncementScopes {\n    teams {\n      id\n      name\n    }\n    leagues {\n      id\n      name\n    }\n  }\n": typeof types.AdminAnnouncementScopesDocument,
    "\n  mutation AdminCreateAnnouncement($input: AnnouncementInput!) {\n    createAnnouncement(input: $input) {\n      id\n    }\n  }\n": typeof types.AdminCreateAnnouncementDocument,
    "\n  mutation AdminUpdateAnnouncement($id: ID!, $input: AnnouncementInput!) {\n    updateAnnouncement(id: $id, input: $input) {\n      id\n      title\n      content\n      sendWhatsapp\n      team {\n        id\n        name\n      }\n      league {\n        id\n        name\n      }\n    }\n  }\n": typeof types.AdminUpdateAnnouncementDocument,
    "\n  mutation AdminDeleteAnnouncement($id: ID!) {\n    deleteAnnouncement(id: $id)\n  }\n": typeof types.AdminDeleteAnnouncementDocument,
    "\n  query AdminAuditLog($filter: AuditLogFilter, $limit: Int, $after: String) {\n    auditLog(filter: $filter, limit: $limit, after: $after) {\n      total\n      nextCursor\n      items {\n        id\n        at\n        actorId\n        actorName\n        action\n        entityType\n        entityId\n        summary\n        before\n        after\n      }\n    }\n  }\n": typeof types.AdminAuditLogDocument,
    "\n  query AdminAuditFilters {\n    auditActors {\n      id\n      name\n    }\n    auditActions\n  }\n": typeof types.AdminAuditFiltersDocument,
    "\n  subscription AdminBookingRequestChanged {\n    bookingRequestChanged {\n      id\n    }\n  }\n": typeof types.AdminBookingRequestChangedDocument,
    "\n  fragment AdminBookingFields on RoomBooking {\n    id\n    startDate\n    endDate\n    durationMonths\n    purpose\n    status\n    rejectionReason\n    reviewedAt\n    depositRequestedAt\n    depositReceivedAt\n    fullPaymentRequestedAt\n    fullPaymentReceivedAt\n    createdAt\n    depositCarriedOver\n    endingSoon\n    extendsBooking {\n      id\n      startDate\n      durationMonths\n    }\n    history {\n      id\n      startDate\n      durationMonths\n      status\n    }\n    room {\n      id\n      name\n      pricePerMonth\n      deposit\n    }\n    member {\n      id\n      fullName\n      email\n    }\n    memberMembershipStatus\n    payments {\n      ...AdminPaymentFields\n    }\n  }\n": typeof types.AdminBookingFieldsFragmentDoc,
    "\n  query AdminBookingRequests {\n    roomBookings(limit: 500) {\n      ...AdminBookingFields\n    }\n    pendingRoomBookingCount\n  }\n": typeof types.AdminBookingRequestsDocument,
    "\n  mutation AdminAcceptBooking($id: ID!) {\n    acceptRoomBooking(id: $id) {\n      ...AdminBookingFields\n    }\n  }\n": typeof types.AdminAcceptBookingDocument,
    "\n  mutation AdminRejectBooking($id: ID!, $reason: String!) {\n    rejectRoomBooking(id: $id, reason: $reason) {\n      ...AdminBookingFields\n    }\n  }\n": typeof types.AdminRejectBookingDocument,
    "\n  mutation AdminUncheckAcceptBooking($id: ID!) {\n    uncheckAcceptRoomBooking(id: $id) {\n      ...AdminBookingFields\n    }\n  }\n": typeof types.AdminUncheckAcceptBookingDocument,
    "\n  mutation AdminSetBookingStep($id: ID!, $step: PaymentStep!, $done: Boolean!) {\n    setRoomBookingStep(id: $id, step: $step, done: $done) {\n      ...AdminBookingFields\n    }\n  }\n": typeof types.AdminSetBookingStepDocument,
    "\n  mutation AdminDeleteBooking($id: ID!) {\n    deleteRoomBooking(id: $id)\n  }\n": typeof types.AdminDeleteBookingDocument,
    "\n  fragment AdminEventFields on Event {\n    id\n    title\n    type\n    date\n    startTime\n    endTime\n    location\n    locationDetail\n    description\n    maxAttendees\n    status\n    attendeeCount\n    waitlistCount\n    team {\n      id\n      name\n    }\n    teamsInvolved\n    relevanceType\n    ageGroupRelevance\n  }\n": typeof types.AdminEventFieldsFragmentDoc,
    "\n  query AdminEventTeamChoices {\n    teams {\n      id\n      name\n    }\n    leagues {\n      id\n      ageGroup\n    }\n  }\n": typeof types.AdminEventTeamChoicesDocument,
    "\n  query AdminEventsList {\n    events {\n      ...AdminEventFields\n    }\n  }\n": typeof types.AdminEventsListDocument,
    "\n  mutation AdminCreateEvent($input: EventInput!) {\n    createEvent(input: $input) {\n      id\n    }\n  }\n": typeof types.AdminCreateEventDocument,
    "\n  mutation AdminUpdateEvent($id: ID!, $input: EventInput!) {\n    updateEvent(id: $id, input: $input) {\n      ...AdminEventFields\n    }\n  }\n": typeof types.AdminUpdateEventDocument,
    "\n  mutation AdminDeleteEvent($id: ID!) {\n    deleteEvent(id: $id)\n  }\n": typeof types.AdminDeleteEventDocument,
    "\n  query AdminInsights($months: Int!) {\n    adminInsights(months: $months) {\n      months\n      from\n      to\n      occupancy {\n        month\n        bookedRoomMonths\n        availableRoomMonths\n        rate\n      }\n      pipeline {\n        stage\n        count\n      }\n      revenue {\n        month\n        invoiced\n        paid\n      }\n      dues {\n        month\n        invoiced\n        paid\n      }\n      membersByStatus {\n        status\n        count\n      }\n      rsvpRates {\n        eventType\n        events\n        attending\n        notAttending\n        maybe\n        noAnswer\n      }\n    }\n  }\n": typeof types.AdminInsightsDocument,
    "\n  fragment MembershipPlanFields on MembershipPlan {\n    id\n    name\n    amount\n    period\n    isActive\n    memberCount\n    inUse\n  }\n": typeof types.MembershipPlanFieldsFragmentDoc,
    "\n  fragment AdminMembershipFields on Membership {\n    id\n    member {\n      id\n      fullName\n      email\n    }\n    plan {\n      id\n      name\n      amount\n      period\n    }\n    startDate\n    nextPlan {\n      id\n      name\n    }\n    nextPlanFrom\n    status\n    paidThrough\n    owedSince\n    lapsesOn\n    currentPeriodStart\n    currentPeriodEnd\n    invoices {\n      ...DuesInvoiceFields\n    }\n  }\n": typeof types.AdminMembershipFieldsFragmentDoc,
    "\n  query AdminMembershipPlans {\n    membershipPlans {\n      ...MembershipPlanFields\n    }\n  }\n": typeof types.AdminMembershipPlansDocument,
    "\n  query AdminMemberships($filter: MembershipFilter) {\n    memberships(filter: $filter, limit: 500) {\n      ...AdminMembershipFields\n    }\n  }\n": typeof types.AdminMembershipsDocument,
    "\n  query AdminMembershipSettings {\n    membershipSettings {\n      graceDays\n      lapsedMembersMayRequestRooms\n    }\n  }\n": typeof types.AdminMembershipSettingsDocument,
    "\n  query AdminMembershipCandidates {\n    users(limit: 500) {\n      id\n      fullName\n      email\n    }\n  }\n": typeof types.AdminMembershipCandidatesDocument,
    "\n  mutation AdminCreateMembershipPlan($input: MembershipPlanInput!) {\n    createMembershipPlan(input: $input) {\n      ...MembershipPlanFields\n    }\n  }\n": typeof types.AdminCreateMembershipPlanDocument,
    "\n  mutation AdminUpdateMembershipPlan($id: ID!, $input: MembershipPlanInput!) {\n    updateMembershipPlan(id: $id, input: $input) {\n      ...MembershipPlanFields\n    }\n  }\n": typeof types.AdminUpdateMembershipPlanDocument,
    "\n  mutation AdminDeleteMembershipPlan($id: ID!) {\n    deleteMembershipPlan(id: $id)\n  }\n": typeof types.AdminDeleteMembershipPlanDocument,
    "\n  mutation AdminAssignMembership($input: AssignMembershipInput!) {\n    assignMembership(input: $input) {\n      ...AdminMembershipFields\n    }\n  }\n": typeof types.AdminAssignMembershipDocument,
    "\n  mutation AdminChangeMembershipPlan($memberId: ID!, $planId: ID!) {\n    changeMembershipPlan(memberId: $memberId, planId: $planId) {\n      ...AdminMembershipFields\n    }\n  }\n": typeof types.AdminChangeMembershipPlanDocument,
    "\n  mutation AdminMarkDuesPaid($invoiceId: ID!) {\n    markDuesPaid(invoiceId: $invoiceId) {\n      ...DuesInvoiceFields\n    }\n  }\n": typeof types.AdminMarkDuesPaidDocument,
    "\n  mutation AdminMarkDuesUnpaid($invoiceId: ID!) {\n    markDuesUnpaid(invoiceId: $invoiceId) {\n      ...DuesInvoiceFields\n    }\n  }\n": typeof types.AdminMarkDuesUnpaidDocument,
    "\n  mutation AdminVoidDues($invoiceId: ID!, $reason: String!) {\n    voidDuesInvoice(invoiceId: $invoiceId, reason: $reason) {\n      ...DuesInvoiceFields\n    }\n  }\n": typeof types.AdminVoidDuesDocument,
    "\n  mutation AdminUpdateMembershipSettings($input: MembershipSettingsInput!) {\n    updateMembershipSettings(input: $input) {\n      graceDays\n      lapsedMembersMayRequestRooms\n    }\n  }\n": typeof types.AdminUpdateMembershipSettingsDocument,
    "\n  fragment AdminPaymentFields on Payment {\n    id\n    bookingId\n    invoiceId\n    invoiceNumber\n    member {\n      id\n      fullName\n    }\n    purpose\n    amount\n    refundedAmount\n    currency\n    method\n    providerReference\n    status\n    tickedStep\n    attention\n    resolvedAt\n    resolution\n    receivedAt\n    createdAt\n    refunds {\n      id\n      amount\n      reason\n      status\n      providerReference\n      failure\n      createdAt\n    }\n  }\n": typeof types.AdminPaymentFieldsFragmentDoc,
    "\n  query AdminPayments($filter: PaymentFilter, $limit: Int, $offset: Int) {\n    payments(filter: $filter, limit: $limit, offset: $offset) {\n      ...AdminPaymentFields\n    }\n  }\n": typeof types.AdminPaymentsDocument,
    "\n  mutation AdminRefundPayment($paymentId: ID!, $input: RefundInput!) {\n    refundPayment(paymentId: $paymentId, input: $input) {\n      ...AdminPaymentFields\n    }\n  }\n": typeof types.AdminRefundPaymentDocument,
    "\n  mutation AdminResolvePayment($paymentId: ID!, $note: String!) {\n    resolvePayment(paymentId: $paymentId, note: $note) {\n      ...AdminPaymentFields\n    }\n  }\n": typeof types.AdminResolvePaymentDocument,
    "\n  mutation AdminReconcilePayments {\n    reconcilePayments {\n      sessionsChecked\n      paymentsRecorded\n      linksExpired\n      refundsUpdated\n    }\n  }\n": typeof types.AdminReconcilePaymentsDocument,
    "\n  query AdminOverdueItems {\n    overdueItems {\n      id\n      kind\n      member {\n        id\n        fullName\n      }\n      what\n      bookingId\n      invoiceId\n      amount\n      since\n      overdueSince\n    }\n  }\n": typeof types.AdminOverdueItemsDocument,
    "\n  query AdminReminderSettings {\n    reminderSettings {\n      reminderDays\n    }\n  }\n": typeof types.AdminReminderSettingsDocument,
    "\n  mutation AdminUpdateReminderSettings($input: ReminderSettingsInput!) {\n    updateReminderSettings(input: $input) {\n      reminderDays\n    }\n  }\n": typeof types.AdminUpdateReminderSettingsDocument,
    "\n  query AdminRoomsList {\n    meetingRooms {\n      ...MeetingRoomFields\n    }\n  }\n": typeof types.AdminRoomsListDocument,
    "\n  mutation AdminCreateRoom($input: MeetingRoomInput!) {\n    createMeetingRoom(input: $input) {\n      id\n    }\n  }\n": typeof types.AdminCreateRoomDocument,
    "\n  mutation AdminUpdateRoom($id: ID!, $input: MeetingRoomInput!) {\n    updateMeetingRoom(id: $id, input: $input) {\n      ...MeetingRoomFields\n    }\n  }\n": typeof types.AdminUpdateRoomDocument,
    "\n  mutation AdminDeleteRoom($id: ID!) {\n    deleteMeetingRoom(id: $id)\n  }\n": typeof types.AdminDeleteRoomDocument,
    "\n  query AdminLeaguesTeams {\n    leagues {\n      id\n      name\n      ageGroup\n      description\n    }\n    teams {\n      id\n      name\n      league {\n        id\n        name\n      }\n      members {\n        id\n        name\n      }\n    }\n    children {\n      id\n      name\n    }\n  }\n": typeof types.AdminLeaguesTeamsDocument,
    "\n  mutation AdminCreateLeague($input: LeagueInput!) {\n    createLeague(input: $input) {\n      id\n    }\n  }\n": typeof types.AdminCreateLeagueDocument,
    "\n  mutation AdminUpdateLeague($id: ID!, $input: LeagueInput!) {\n    updateLeague(id: $id, input: $input) {\n      id\n      name\n      ageGroup\n      description\n    }\n  }\n": typeof types.AdminUpdateLeagueDocument,
    "\n  mutation AdminDeleteLeague($id: ID!) {\n    deleteLeague(id: $id)\n  }\n": typeof types.AdminDeleteLeagueDocument,
    "\n  mutation AdminCreateTeam($input: TeamInput!) {\n    createTeam(input: $input) {\n      id\n    }\n  }\n": typeof types.AdminCreateTeamDocument,
    "\n  mutation AdminUpdateTeam($id: ID!, $input: TeamInput!) {\n    updateTeam(id: $id, input: $input) {\n      id\n      name\n      league {\n        id\n        name\n      }\n    }\n  }\n": typeof types.AdminUpdateTeamDocument,
    "\n  mutation AdminDeleteTeam($id: ID!) {\n    deleteTeam(id: $id)\n  }\n": typeof types.AdminDeleteTeamDocument,
    "\n  mutation AdminAddTeamMember($teamId: ID!, $childId: ID!) {\n    addTeamMember(teamId: $teamId, childId: $childId) {\n      id\n      members {\n        id\n        name\n      }\n    }\n  }\n": typeof types.AdminAddTeamMemberDocument,
    "\n  mutation AdminRemoveTeamMember($teamId: ID!, $childId: ID!) {\n    removeTeamMember(teamId: $teamId, childId: $childId) {\n      id\n      members {\n        id\n        name\n      }\n    }\n  }\n": typeof types.AdminRemoveTeamMemberDocument,
    "\n  query AdminUsersList {\n    users {\n      id\n      username\n      email\n      fullName\n      isAdmin\n      isParent\n    }\n  }\n": typeof types.AdminUsersListDocument,
    "\n  mutation AdminCreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      id\n      username\n      email\n      fullName\n      isAdmin\n      isParent\n    }\n  }\n": typeof types.AdminCreateUserDocument,
    "\n  mutation AdminUpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n      username\n      email\n      fullName\n      isAdmin\n      isParent\n    }\n  }\n": typeof types.AdminUpdateUserDocument,
    "\n  mutation AdminDeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n": typeof types.AdminDeleteUserDocument,
    "\n  query AdminWebhookEndpoints {\n    webhookEndpoints {\n      id\n      url\n      description\n      events\n      enabled\n      disabledReason\n      createdAt\n    }\n  }\n": typeof types.AdminWebhookEndpointsDocument,
    "\n  query AdminWebhookDeliveries($endpointId: ID!) {\n    webhookDeliveries(endpointId: $endpointId, limit: 50) {\n      id\n      eventType\n      status\n      attempts\n      responseStatus\n      responseExcerpt\n      error\n      nextAttemptAt\n      lastAttemptAt\n      createdAt\n    }\n  }\n": typeof types.AdminWebhookDeliveriesDocument,
    "\n  mutation AdminCreateWebhook($input: WebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      endpoint {\n        id\n      }\n      secret\n    }\n  }\n": typeof types.AdminCreateWebhookDocument,
    "\n  mutation AdminUpdateWebhook($id: ID!, $input: WebhookEndpointInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) {\n      id\n      url\n      description\n      events\n    }\n  }\n": typeof types.AdminUpdateWebhookDocument,
    "\n  mutation AdminRotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      endpoint {\n        id\n      }\n      secret\n    }\n  }\n": typeof types.AdminRotateWebhookSecretDocument,
    "\n  mutation AdminSetWebhookEnabled($id: ID!, $enabled: Boolean!) {\n    setWebhookEndpointEnabled(id: $id, enabled: $enabled) {\n      id\n      enabled\n      disabledReason\n    }\n  }\n": typeof types.AdminSetWebhookEnabledDocument,
    "\n  mutation AdminDeleteWebhook($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n": typeof types.AdminDeleteWebhookDocument,
    "\n  mutation AdminRetryWebhookDelivery($id: ID!) {\n    retryWebhookDelivery(id: $id) {\n      id\n      status\n      nextAttemptAt\n    }\n  }\n": typeof types.AdminRetryWebhookDeliveryDocument,
    "\n  fragment WhatsappConfigFields on WhatsappConfig {\n    phoneNumberId\n    accessToken\n    webhookVerifyToken\n    isActive\n    updatedAt\n    webhookUrl\n  }\n": typeof types.WhatsappConfigFieldsFragmentDoc,
    "\n  query AdminWhatsappConfig {\n    whatsappConfig {\n      ...WhatsappConfigFields\n    }\n  }\n": typeof types.AdminWhatsappConfigDocument,
    "\n  mutation AdminSaveWhatsappConfig($input: WhatsappConfigInput!) {\n    saveWhatsappConfig(input: $input) {\n      ...WhatsappConfigFields\n    }\n  }\n": typeof types.AdminSaveWhatsappConfigDocument,
    "\n  mutation AdminSendWhatsappTest($input: WhatsappTestInput!) {\n    sendWhatsappTestMessage(input: $input) {\n      success\n      error\n      notification {\n        id\n      }\n    }\n  }\n": typeof types.AdminSendWhatsappTestDocument,
    "\n  query AdminWhatsappLogs($status: MessageStatus, $limit: Int, $offset: Int) {\n    whatsappNotifications(status: $status, limit: $limit, offset: $offset) {\n      total\n      items {\n        id\n        phoneNumber\n        messageContent\n        templateName\n        status\n        relatedType\n        sentAt\n        deliveredAt\n        readAt\n        errorMessage\n        createdAt\n      }\n    }\n  }\n": typeof types.AdminWhatsappLogsDocument,
    "\n  mutation AuthLogin($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      id\n      username\n      email\n      fullName\n      isAdmin\n      isParent\n      language\n    }\n  }\n": typeof types.AuthLoginDocument,
    "\n  mutation AuthRegister($input: RegisterInput!) {\n    register(input: $input) {\n      id\n      username\n      email\n      fullName\n      isAdmin\n      isParent\n      language\n    }\n  }\n": typeof types.AuthRegisterDocument,
    "\n  mutation AuthForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n": typeof types.AuthForgotPasswordDocument,
    "\n  mutation AuthResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      message\n    }\n  }\n": typeof types.AuthResetPasswordDocument,
    "\n  fragment CalendarFeedFields on CalendarFeed {\n    id\n    webcalUrl\n    httpUrl\n    createdAt\n    room {\n      id\n      name\n    }\n  }\n": typeof types.CalendarFeedFieldsFragmentDoc,
    "\n  query MyCalendarFeeds {\n    myCalendarFeeds {\n      ...CalendarFeedFields\n    }\n  }\n": typeof types.MyCalendarFeedsDocument,
    "\n  mutation RegenerateCalendarFeed($roomId: ID) {\n    regenerateCalendarFeed(roomId: $roomId) {\n      ...CalendarFeedFields\n    }\n  }\n": typeof types.RegenerateCalendarFeedDocument,
    "\n  mutation RevokeCalendarFeed($roomId: ID) {\n    revokeCalendarFeed(roomId: $roomId)\n  }\n": typeof types.RevokeCalendarFeedDocument,
    "\n  query CalendarRange($from: Date!, $to: Date!) {\n    calendar(from: $from, to: $to) {\n      events {\n        ...EventCardFields\n        description\n      }\n      bookings {\n        id\n        date\n        startTime\n        endTime\n        status\n        purpose\n        room {\n          name\n          location\n          capacity\n        }\n        member {\n          id\n          fullName\n        }\n      }\n    }\n  }\n": typeof types.CalendarRangeDocument,
    "\n  query EventDetails($id: ID!) {\n    event(id: $id) {\n      id\n      description\n    }\n  }\n": typeof types.EventDetailsDocument,
    "\n  query MyChildren {\n    children {\n      id\n      name\n      dateOfBirth\n      ageGroup\n      parentId\n      teams {\n        id\n        name\n      }\n    }\n  }\n": typeof types.MyChildrenDocument,
    "\n  query ChildUpcomingEvents($childId: ID!) {\n    childEvents(childId: $childId) {\n      event {\n        id\n        title\n        type\n        date\n        startTime\n        endTime\n        location\n        team {\n          id\n          name\n        }\n      }\n      availability {\n        id\n        isAvailable\n        respondedAt\n      }\n    }\n  }\n": typeof types.ChildUpcomingEventsDocument,
    "\n  mutation AddChild($input: ChildInput!) {\n    addChild(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.AddChildDocument,
    "\n  mutation ClaimChild($id: ID!) {\n    claimChild(id: $id) {\n      id\n      name\n    }\n  }\n": typeof types.ClaimChildDocument,
    "\n  mutation SetAvailability($eventId: ID!, $childId: ID!, $isAvailable: Boolean!) {\n    setAvailability(eventId: $eventId, childId: $childId, isAvailable: $isAvailable) {\n      id\n      isAvailable\n      respondedAt\n    }\n  }\n": typeof types.SetAvailabilityDocument,
    "\n  query DashboardUpcomingEvents {\n    events(filter: { upcoming: true, notEnded: true }, limit: 10) {\n      ...EventCardFields\n    }\n  }\n": typeof types.DashboardUpcomingEventsDocument,
    "\n  query DashboardAnnouncements {\n    announcements(limit: 3) {\n      id\n      title\n      content\n      createdAt\n      author {\n        id\n        fullName\n      }\n      team {\n        id\n        name\n      }\n      league {\n        id\n        name\n      }\n    }\n  }\n": typeof types.DashboardAnnouncementsDocument,
    "\n  fragment EventCardFields on Event {\n    id\n    title\n    type\n    date\n    status\n    startTime\n    endTime\n    location\n    locationDetail\n    maxAttendees\n    attendeeCount\n    currentUserRsvp {\n      status\n      respondedAt\n    }\n    waitlistCount\n    waitlistPosition\n  }\n": typeof types.EventCardFieldsFragmentDoc,
    "\n  subscription EventSeatsChanged($eventId: ID!) {\n    eventSeatsChanged(eventId: $eventId) {\n      id\n      attendeeCount\n      waitlistCount\n    }\n  }\n": typeof types.EventSeatsChangedDocument,
    "\n  mutation EventsRsvpToEvent($eventId: ID!, $status: RsvpStatus!) {\n    rsvpToEvent(eventId: $eventId, status: $status) {\n      id\n      attendeeCount\n      currentUserRsvp {\n        status\n        respondedAt\n      }\n      waitlistCount\n      waitlistPosition\n    }\n  }\n": typeof types.EventsRsvpToEventDocument,
    "\n  mutation EventsJoinWaitlist($eventId: ID!) {\n    joinWaitlist(eventId: $eventId) {\n      id\n      attendeeCount\n      waitlistCount\n      waitlistPosition\n    }\n  }\n": typeof types.EventsJoinWaitlistDocument,
    "\n  mutation EventsLeaveWaitlist($eventId: ID!) {\n    leaveWaitlist(eventId: $eventId) {\n      id\n      attendeeCount\n      waitlistCount\n      waitlistPosition\n    }\n  }\n": typeof types.EventsLeaveWaitlistDocument,
    "\n  query EventsPageList {\n    events(filter: { upcoming: true }) {\n      ...EventCardFields\n      description\n    }\n  }\n": typeof types.EventsPageListDocument,
    "\n  query InboxUnreadCount {\n    unreadNotificationCount\n  }\n": typeof types.InboxUnreadCountDocument,
    "\n  subscription InboxNotificationAdded {\n    myNotificationAdded {\n      id\n    }\n  }\n": typeof types.InboxNotificationAddedDocument,
    "\n  query InboxNotifications {\n    myNotifications(limit: 20) {\n      id\n      kind\n      title\n      body\n      link\n      createdAt\n      readAt\n    }\n    unreadNotificationCount\n  }\n": typeof types.InboxNotificationsDocument,
    "\n  mutation InboxMarkRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      readAt\n    }\n  }\n": typeof types.InboxMarkReadDocument,
    "\n  mutation InboxMarkAllRead {\n    markAllNotificationsRead\n  }\n": typeof types.InboxMarkAllReadDocument,
    "\n  fragment DuesInvoiceFields on Invoice {\n    id\n    invoiceNumber\n    periodStart\n    periodEnd\n    totalAmount\n    paidInFull\n    paidInFullDate\n    voidedAt\n    voidReason\n    pdfUrl\n    plan {\n      id\n      name\n    }\n  }\n": typeof types.DuesInvoiceFieldsFragmentDoc,
    "\n  query ProfileMyMembership {\n    myMembership {\n      id\n      plan {\n        id\n        name\n        amount\n        period\n      }\n      startDate\n      nextPlan {\n        id\n        name\n      }\n      nextPlanFrom\n      status\n      paidThrough\n      owedSince\n      lapsesOn\n      currentPeriodStart\n      currentPeriodEnd\n      invoices {\n        ...DuesInvoiceFields\n        paymentDue {\n          purpose\n          amount\n          currency\n          preparing\n          settling\n        }\n      }\n    }\n  }\n": typeof types.ProfileMyMembershipDocument,
    "\n  mutation ProfileStartDuesPayment($invoiceId: ID!) {\n    startDuesPayment(invoiceId: $invoiceId) {\n      purpose\n      url\n      amount\n      currency\n    }\n  }\n": typeof types.ProfileStartDuesPaymentDocument,
    "\n  query MyPasskeys {\n    myPasskeys {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n": typeof types.MyPasskeysDocument,
    "\n  mutation PasskeyStartRegistration {\n    startPasskeyRegistration {\n      optionsJSON\n    }\n  }\n": typeof types.PasskeyStartRegistrationDocument,
    "\n  mutation PasskeyFinishRegistration($name: String!, $response: String!) {\n    finishPasskeyRegistration(name: $name, response: $response) {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n": typeof types.PasskeyFinishRegistrationDocument,
    "\n  mutation PasskeyDelete($id: ID!) {\n    deletePasskey(id: $id)\n  }\n": typeof types.PasskeyDeleteDocument,
    "\n  mutation PasskeyStartSignIn {\n    startPasskeySignIn {\n      optionsJSON\n    }\n  }\n": typeof types.PasskeyStartSignInDocument,
    "\n  mutation PasskeySignIn($response: String!) {\n    signInWithPasskey(response: $response) {\n      id\n      username\n      email\n      fullName\n      isAdmin\n      isParent\n      language\n    }\n  }\n": typeof types.PasskeySignInDocument,
    "\n  fragment BookingPaymentFields on Payment {\n    id\n    purpose\n    amount\n    refundedAmount\n    currency\n    method\n    providerReference\n    status\n    tickedStep\n    receivedAt\n    createdAt\n    refunds {\n      id\n      amount\n      reason\n      status\n      createdAt\n    }\n  }\n": typeof types.BookingPaymentFieldsFragmentDoc,
    "\n  fragment ProfileFields on MyProfile {\n    user {\n      id\n      fullName\n      email\n      username\n      phone\n      whatsappPhone\n      bio\n      language\n    }\n    whatsappOptInAt\n    preferences {\n      emailNotifications\n      whatsappEventReminders\n      whatsappAnnouncements\n      reminderTimingHours\n    }\n    language\n  }\n": typeof types.ProfileFieldsFragmentDoc,
    "\n  query ProfileMine {\n    myProfile {\n      ...ProfileFields\n    }\n  }\n": typeof types.ProfileMineDocument,
    "\n  mutation ProfileUpdate($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...ProfileFields\n    }\n  }\n": typeof types.ProfileUpdateDocument,
    "\n  query MyPushSettings {\n    myPushSettings {\n      publicKey\n      devices {\n        id\n        name\n        createdAt\n        lastSentAt\n      }\n      preferences {\n        eventReminders\n        rsvpNeeded\n        waitlistPlace\n        bookingSteps\n        announcements\n      }\n    }\n  }\n": typeof types.MyPushSettingsDocument,
    "\n  mutation PushAddDevice($input: PushSubscriptionInput!) {\n    addPushDevice(input: $input) {\n      id\n      name\n      createdAt\n      lastSentAt\n    }\n  }\n": typeof types.PushAddDeviceDocument,
    "\n  mutation PushRemoveDevice($id: ID!) {\n    removePushDevice(id: $id)\n  }\n": typeof types.PushRemoveDeviceDocument,
    "\n  mutation PushSavePreferences($input: PushPreferencesInput!) {\n    savePushPreferences(input: $input) {\n      eventReminders\n      rsvpNeeded\n      waitlistPlace\n      bookingSteps\n      announcements\n    }\n  }\n": typeof types.PushSavePreferencesDocument,
    "\n  fragment MeetingRoomFields on MeetingRoom {\n    id\n    name\n    description\n    capacity\n    location\n    amenities\n    pricePerMonth\n    deposit\n    minimumBookingMonths\n    isActive\n  }\n": typeof types.MeetingRoomFieldsFragmentDoc,
    "\n  subscription RoomsMyBookingChanged {\n    myBookingChanged {\n      id\n    }\n  }\n": typeof types.RoomsMyBookingChangedDocument,
    "\n  query RoomsActiveRooms {\n    meetingRooms {\n      ...MeetingRoomFields\n    }\n  }\n": typeof types.RoomsActiveRoomsDocument,
    "\n  query RoomsMyBookingRequests {\n    myRoomBookings {\n      id\n      startDate\n      endDate\n      durationMonths\n      status\n      depositCarriedOver\n      endingSoon\n      extendsBooking {\n        id\n      }\n      depositRequestedAt\n      depositReceivedAt\n      fullPaymentRequestedAt\n      fullPaymentReceivedAt\n      createdAt\n      reviewedAt\n      room {\n        id\n        name\n        pricePerMonth\n      }\n      invoice {\n        id\n        invoiceNumber\n        pdfUrl\n        totalAmount\n        depositAmount\n        monthlyAmount\n        depositPaid\n        paidInFull\n      }\n      paymentDue {\n        purpose\n        amount\n        currency\n        preparing\n        settling\n      }\n      payments {\n        ...BookingPaymentFields\n      }\n    }\n  }\n": typeof types.RoomsMyBookingRequestsDocument,
    "\n  mutation RoomsStartPayment($bookingId: ID!) {\n    startPayment(bookingId: $bookingId) {\n      purpose\n      url\n      amount\n      currency\n      expiresAt\n    }\n  }\n": typeof types.RoomsStartPaymentDocument,
    "\n  mutation RoomsRequestBooking($input: RoomBookingRequestInput!) {\n    requestRoomBooking(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.RoomsRequestBookingDocument,
    "\n  mutation RoomsExtendBooking($id: ID!, $input: RoomBookingExtensionInput!) {\n    extendRoomBooking(id: $id, input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.RoomsExtendBookingDocument,
    "\n  query SsoProviders {\n    ssoProviders {\n      id\n      name\n    }\n  }\n": typeof types.SsoProvidersDocument,
    "\n  mutation SsoStart($provider: ID!) {\n    startSsoSignIn(provider: $provider) {\n      url\n    }\n  }\n": typeof types.SsoStartDocument,
    "\n  mutation SsoFinish($provider: ID!, $callbackQuery: String!) {\n    finishSsoSignIn(provider: $provider, callbackQuery: $callbackQuery) {\n      id\n      username\n      email\n      fullName\n      isAdmin\n      isParent\n      language\n    }\n  }\n": typeof types.SsoFinishDocument,
    "\n  mutation TwoFactorStart {\n    startTwoFactorEnrolment {\n      secret\n      otpauthUrl\n      qrCodeDataUrl\n    }\n  }\n": typeof types.TwoFactorStartDocument,
    "\n  mutation TwoFactorConfirm($code: String!) {\n    confirmTwoFactorEnrolment(code: $code) {\n      codes\n    }\n  }\n": typeof types.TwoFactorConfirmDocument,
    "\n  mutation TwoFactorDisable($code: String!) {\n    disableTwoFactor(code: $code) {\n      enabled\n      required\n      recoveryCodesLeft\n    }\n  }\n": typeof types.TwoFactorDisableDocument,
    "\n  mutation TwoFactorLogin($challenge: String!, $code: String!) {\n    loginWithTwoFactor(challenge: $challenge, code: $code) {\n      id\n      username\n      email\n      fullName\n      isAdmin\n      isParent\n      language\n    }\n  }\n": typeof types.TwoFactorLoginDocument,
    "\n  query AdminOfficeSecurity {\n    officeSecurity {\n      adminsRequireTwoFactor\n      ssoCreatesAccounts\n    }\n  }\n": typeof types.AdminOfficeSecurityDocument,
    "\n  mutation AdminSetOfficeSecurity($required: Boolean!) {\n    setAdminsRequireTwoFactor(required: $required) {\n      adminsRequireTwoFactor\n      ssoCreatesAccounts\n    }\n  }\n": typeof types.AdminSetOfficeSecurityDocument,
    "\n  mutation AdminSetSsoCreatesAccounts($allowed: Boolean!) {\n    setSsoCreatesAccounts(allowed: $allowed) {\n      adminsRequireTwoFactor\n      ssoCreatesAccounts\n    }\n  }\n": typeof types.AdminSetSsoCreatesAccountsDocument,
    "\n  query TwoFactorStatus {\n    twoFactorStatus {\n      enabled\n      required\n      recoveryCodesLeft\n    }\n  }\n": typeof types.TwoFactorStatusDocument,
    "\n  query OfficeSettings {\n    officeSettings {\n      currency\n      onlinePayments\n    }\n  }\n": typeof types.OfficeSettingsDocument,
    "\n  query Me {\n    me {\n      id\n      username\n      email\n      fullName\n      isAdmin\n      isParent\n      language\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
};
const documents: Documents = {
    "\n  mutation DeleteMyAccount($password: String!) {\n    deleteMyAccount(password: $password)\n  }\n": types.DeleteMyAccountDocument,
    "\n  query AdminAnnouncementsList {\n    announcements {\n      id\n      title\n      content\n      createdAt\n      sendWhatsapp\n      author {\n        id\n        fullName\n      }\n      team {\n        id\n        name\n      }\n      league {\n        id\n        name\n      }\n    }\n  }\n": types.AdminAnnouncementsListDocument,
    "\n  query AdminAnnouncementScopes {\n    teams {\n      id\n      name\n    }\n    leagues {\n      id\n      name\n    }\n  }\n": types.AdminAnnouncementScopesDocument,
    "\n  mutation AdminCreateAnnouncement($input: AnnouncementInput!) {\n    createAnnouncement(input: $input) {\n      id\n    }\n  }\n": types.AdminCreateAnnouncementDocument,
    "\n  mutation AdminUpdateAnnouncement($id: ID!, $input: AnnouncementInput!) {\n    updateAnnouncement(id: $id, input: $input) {\n      id\n      title\n      content\n      sendWhatsapp\n      team {\n        id\n        name\n      }\n      league {\n        id\n        name\n      }\n    }\n  }\n": types.AdminUpdateAnnouncementDocument,
    "\n  mutation AdminDeleteAnnouncement($id: ID!) {\n    deleteAnnouncement(id: $id)\n  }\n": types.AdminDeleteAnnouncementDocument,
    "\n  query AdminAuditLog($filter: AuditLogFilter, $limit: Int, $after: String) {\n    auditLog(filter: $filter, limit: $limit, after: $after) {\n      total\n      nextCursor\n      items {\n        id\n        at\n        actorId\n        actorName\n        action\n        entityType\n        entityId\n        summary\n        before\n        after\n      }\n    }\n  }\n": types.AdminAuditLogDocument,
    "\n  query AdminAuditFilters {\n    auditActors {\n      id\n      name\n    }\n    auditActions\n  }\n": types.AdminAuditFiltersDocument,
    "\n  subscription AdminBookingRequestChanged {\n    bookingRequestChanged {\n      id\n    }\n  }\n": types.AdminBookingRequestChangedDocument,
    "\n  fragment AdminBookingFields on RoomBooking {\n    id\n    startDate\n    endDate\n    durationMonths\n    purpose\n    status\n    rejectionReason\n    reviewedAt\n    depositRequestedAt\n    depositReceivedAt\n    fullPaymentRequestedAt\n    fullPaymentReceivedAt\n    createdAt\n    depositCarriedOver\n    endingSoon\n    extendsBooking {\n      id\n      startDate\n      durationMonths\n    }\n    history {\n      id\n      startDate\n      durationMonths\n      status\n    }\n    room {\n      id\n      name\n      pricePerMonth\n      deposit\n    }\n    member {\n      id\n      fullName\n      email\n    }\n    memberMembershipStatus\n    payments {\n      ...AdminPaymentFields\n    }\n  }\n": types.AdminBookingFieldsFragmentDoc,
    "\n  query AdminBookingRequests {\n    roomBookings(limit: 500) {\n      ...AdminBookingFields\n    }\n    pendingRoomBookingCount\n  }\n": types.AdminBookingRequestsDocument,
    "\n  mutation AdminAcceptBooking($id: ID!) {\n    acceptRoomBooking(id: $id) {\n      ...AdminBookingFields\n    }\n  }\n": types.AdminAcceptBookingDocument,
    "\n  mutation AdminRejectBooking($id: ID!, $reason: String!) {\n    rejectRoomBooking(id: $id, reason: $reason) {\n      ...AdminBookingFields\n    }\n  }\n": types.AdminRejectBookingDocument,
    "\n  mutation AdminUncheckAcceptBooking($id: ID!) {\n    uncheckAcceptRoomBooking(id: $id) {\n      ...AdminBookingFields\n    }\n  }\n": types.AdminUncheckAcceptBookingDocument,
    "\n  mutation AdminSetBookingStep($id: ID!, $step: PaymentStep!, $done: Boolean!) {\n    setRoomBookingStep(id: $id, step: $step, done: $done) {\n      ...AdminBookingFields\n    }\n  }\n": types.AdminSetBookingStepDocument,
    "\n  mutation AdminDeleteBooking($id: ID!) {\n    deleteRoomBooking(id: $id)\n  }\n": types.AdminDeleteBookingDocument,
    "\n  fragment AdminEventFields on Event {\n    id\n    title\n    type\n    date\n    startTime\n    endTime\n    location\n    locationDetail\n    description\n    maxAttendees\n    status\n    attendeeCount\n    waitlistCount\n    team {\n      id\n      name\n    }\n    teamsInvolved\n    relevanceType\n    ageGroupRelevance\n  }\n": types.AdminEventFieldsFragmentDoc,
    "\n  query AdminEventTeamChoices {\n    teams {\n      id\n      name\n    }\n    leagues {\n      id\n      ageGroup\n    }\n  }\n": types.AdminEventTeamChoicesDocument,
    "\n  query AdminEventsList {\n    events {\n      ...AdminEventFields\n    }\n  }\n": types.AdminEventsListDocument,
    "\n  mutation AdminCreateEvent($input: EventInput!) {\n    createEvent(input: $input) {\n      id\n    }\n  }\n": types.AdminCreateEventDocument,
    "\n  mutation AdminUpdateEvent($id: ID!, $input: EventInput!) {\n    updateEvent(id: $id, input: $input) {\n      ...AdminEventFields\n    }\n  }\n": types.AdminUpdateEventDocument,
    "\n  mutation AdminDeleteEvent($id: ID!) {\n    deleteEvent(id: $id)\n  }\n": types.AdminDeleteEventDocument,
    "\n  query AdminInsights($months: Int!) {\n    adminInsights(months: $months) {\n      months\n      from\n      to\n      occupancy {\n        month\n        bookedRoomMonths\n        availableRoomMonths\n        rate\n      }\n      pipeline {\n        stage\n        count\n      }\n      revenue {\n        month\n        invoiced\n        paid\n      }\n      dues {\n        month\n        invoiced\n        paid\n      }\n      membersByStatus {\n        status\n        count\n      }\n      rsvpRates {\n        eventType\n        events\n        attending\n        notAttending\n        maybe\n        noAnswer\n      }\n    }\n  }\n": types.AdminInsightsDocument,
    "\n  fragment MembershipPlanFields on MembershipPlan {\n    id\n    name\n    amount\n    period\n    isActive\n    memberCount\n    inUse\n  }\n": types.MembershipPlanFieldsFragmentDoc,
    "\n  fragment AdminMembershipFields on Membership {\n    id\n    member {\n      id\n      fullName\n      email\n    }\n    plan {\n      id\n      name\n      amount\n      period\n    }\n    startDate\n    nextPlan {\n      id\n      name\n    }\n    nextPlanFrom\n    status\n    paidThrough\n    owedSince\n    lapsesOn\n    currentPeriodStart\n    currentPeriodEnd\n    invoices {\n      ...DuesInvoiceFields\n    }\n  }\n": types.AdminMembershipFieldsFragmentDoc,
    "\n  query AdminMembershipPlans {\n    membershipPlans {\n      ...MembershipPlanFields\n    }\n  }\n": types.AdminMembershipPlansDocument,
    "\n  query AdminMemberships($filter: MembershipFilter) {\n    memberships(filter: $filter, limit: 500) {\n      ...AdminMembershipFields\n    }\n  }\n": types.AdminMembershipsDocument,
    "\n  query AdminMembershipSettings {\n    membershipSettings {\n      graceDays\n      lapsedMembersMayRequestRooms\n    }\n  }\n": types.AdminMembershipSettingsDocument,
    "\n  query AdminMembershipCandidates {\n    users(limit: 500) {\n      id\n      fullName\n      email\n    }\n  }\n": types.AdminMembershipCandidatesDocument,
    "\n  mutation AdminCreateMembershipPlan($input: MembershipPlanInput!) {\n    createMembershipPlan(input: $input) {\n      ...MembershipPlanFields\n    }\n  }\n": types.AdminCreateMembershipPlanDocument,
    "\n  mutation AdminUpdateMembershipPlan($id: ID!, $input: MembershipPlanInput!) {\n    updateMembershipPlan(id: $id, input: $input) {\n      ...MembershipPlanFields\n    }\n  }\n": types.AdminUpdateMembershipPlanDocument,
    "\n  mutation AdminDeleteMembershipPlan($id: ID!) {\n    deleteMembershipPlan(id: $id)\n  }\n": types.AdminDeleteMembershipPlanDocument,
    "\n  mutation AdminAssignMembership($input: AssignMembershipInput!) {\n    assignMembership(input: $input) {\n      ...AdminMembershipFields\n    }\n  }\n": types.AdminAssignMembershipDocument,
    "\n  mutation AdminChangeMembershipPlan($memberId: ID!, $planId: ID!) {\n    changeMembershipPlan(memberId: $memberId, planId: $planId) {\n      ...AdminMembershipFields\n    }\n  }\n": types.AdminChangeMembershipPlanDocument,
    "\n  mutation AdminMarkDuesPaid($invoiceId: ID!) {\n    markDuesPaid(invoiceId: $invoiceId) {\n      ...DuesInvoiceFields\n    }\n  }\n": types.AdminMarkDuesPaidDocument,
    "\n  mutation AdminMarkDuesUnpaid($invoiceId: ID!) {\n    markDuesUnpaid(invoiceId: $invoiceId) {\n      ...DuesInvoiceFields\n    }\n  }\n": types.AdminMarkDuesUnpaidDocument,
    "\n  mutation AdminVoidDues($invoiceId: ID!, $reason: String!) {\n    voidDuesInvoice(invoiceId: $invoiceId, reason: $reason) {\n      ...DuesInvoiceFields\n    }\n  }\n": types.AdminVoidDuesDocument,
    "\n  mutation AdminUpdateMembershipSettings($input: MembershipSettingsInput!) {\n    updateMembershipSettings(input: $input) {\n      graceDays\n      lapsedMembersMayRequestRooms\n    }\n  }\n": types.AdminUpdateMembershipSettingsDocument,
    "\n  fragment AdminPaymentFields on Payment {\n    id\n    bookingId\n    invoiceId\n    invoiceNumber\n    member {\n      id\n      fullName\n    }\n    purpose\n    amount\n    refundedAmount\n    currency\n    method\n    providerReference\n    status\n    tickedStep\n    attention\n    resolvedAt\n    resolution\n    receivedAt\n    createdAt\n    refunds {\n      id\n      amount\n      reason\n      status\n      providerReference\n      failure\n      createdAt\n    }\n  }\n": types.AdminPaymentFieldsFragmentDoc,
    "\n  query AdminPayments($filter: PaymentFilter, $limit: Int, $offset: Int) {\n    payments(filter: $filter, limit: $limit, offset: $offset) {\n      ...AdminPaymentFields\n    }\n  }\n": types.AdminPaymentsDocument,
    "\n  mutation AdminRefundPayment($paymentId: ID!, $input: RefundInput!) {\n    refundPayment(paymentId: $paymentId, input: $input) {\n      ...AdminPaymentFields\n    }\n  }\n": types.AdminRefundPaymentDocument,
    "\n  mutation AdminResolvePayment($paymentId: ID!, $note: String!) {\n    resolvePayment(paymentId: $paymentId, note: $note) {\n      ...AdminPaymentFields\n    }\n  }\n": types.AdminResolvePaymentDocument,
    "\n  mutation AdminReconcilePayments {\n    reconcilePayments {\n      sessionsChecked\n      paymentsRecorded\n      linksExpired\n      refundsUpdated\n    }\n  }\n": types.AdminReconcilePaymentsDocument,
    "\n  query AdminOverdueItems {\n    overdueItems {\n      id\n      kind\n      member {\n        id\n        fullName\n      }\n      what\n      bookingId\n      invoiceId\n      amount\n      since\n      overdueSince\n    }\n  }\n": types.AdminOverdueItemsDocument,
    "\n  query AdminReminderSettings {\n    reminderSettings {\n      reminderDays\n    }\n  }\n": types.AdminReminderSettingsDocument,
    "\n  mutation AdminUpdateReminderSettings($input: ReminderSettingsInput!) {\n    updateReminderSettings(input: $input) {\n      reminderDays\n    }\n  }\n": types.AdminUpdateReminderSettingsDocument,
    "\n  query AdminRoomsList {\n    meetingRooms {\n      ...MeetingRoomFields\n    }\n  }\n": types.AdminRoomsListDocument,
    "\n  mutation AdminCreateRoom($input: MeetingRoomInput!) {\n    createMeetingRoom(input: $input) {\n      id\n    }\n  }\n": types.AdminCreateRoomDocument,
    "\n  mutation AdminUpdateRoom($id: ID!, $input: MeetingRoomInput!) {\n    updateMeetingRoom(id: $id, input: $input) {\n      ...MeetingRoomFields\n    }\n  }\n": types.AdminUpdateRoomDocument,
    "\n  mutation AdminDeleteRoom($id: ID!) {\n    deleteMeetingRoom(id: $id)\n  }\n": types.AdminDeleteRoomDocument,
    "\n  query AdminLeaguesTeams {\n    leagues {\n      id\n      name\n      ageGroup\n      description\n    }\n    teams {\n      id\n      name\n      league {\n        id\n        name\n      }\n      members {\n        id\n        name\n      }\n    }\n    children {\n      id\n      name\n    }\n  }\n": types.AdminLeaguesTeamsDocument,
    "\n  mutation AdminCreateLeague($input: LeagueInput!) {\n    createLeague(input: $input) {\n      id\n    }\n  }\n": types.AdminCreateLeagueDocument,
    "\n  mutation AdminUpdateLeague($id: ID!, $input: LeagueInput!) {\n    updateLeague(id: $id, input: $input) {\n      id\n      name\n      ageGroup\n      description\n    }\n  }\n": types.AdminUpdateLeagueDocument,
    "\n  mutation AdminDeleteLeague($id: ID!) {\n    deleteLeague(id: $id)\n  }\n": types.AdminDeleteLeagueDocument,
    "\n  mutation AdminCreateTeam($input: TeamInput!) {\n    createTeam(input: $input) {\n      id\n    }\n  }\n": types.AdminCreateTeamDocument,
    "\n  mutation AdminUpdateTeam($id: ID!, $input: TeamInput!) {\n    updateTeam(id: $id, input: $input) {\n      id\n      name\n      league {\n        id\n        name\n      }\n    }\n  }\n": types.AdminUpdateTeamDocument,
    "\n  mutation AdminDeleteTeam($id: ID!) {\n    deleteTeam(id: $id)\n  }\n": types.AdminDeleteTeamDocument,
    "\n  mutation AdminAddTeamMember($teamId: ID!, $childId: ID!) {\n    addTeamMember(teamId: $teamId, childId: $childId) {\n      id\n      members {\n        id\n        name\n      }\n    }\n  }\n": types.AdminAddTeamMemberDocument,
    "\n  mutation AdminRemoveTeamMember($teamId: ID!, $childId: ID!) {\n    removeTeamMember(teamId: $teamId, childId: $childId) {\n      id\n      members {\n        id\n        name\n      }\n    }\n  }\n": types.AdminRemoveTeamMemberDocument,
    "\n  query AdminUsersList {\n    users {\n      id\n      username\n      email\n      fullName\n      isAdmin\n      isParent\n    }\n  }\n": types.AdminUsersListDocument,
    "\n  mutation AdminCreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      id\n      username\n      email\n      fullName\n      isAdmin\n      isParent\n    }\n  }\n": types.AdminCreateUserDocument,
    "\n  mutation AdminUpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n      username\n      email\n      fullName\n      isAdmin\n      isParent\n    }\n  }\n": types.AdminUpdateUserDocument,
    "\n  mutation AdminDeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n": types.AdminDeleteUserDocument,
    "\n  query AdminWebhookEndpoints {\n    webhookEndpoints {\n      id\n      url\n      description\n      events\n      enabled\n      disabledReason\n      createdAt\n    }\n  }\n": types.AdminWebhookEndpointsDocument,
    "\n  query AdminWebhookDeliveries($endpointId: ID!) {\n    webhookDeliveries(endpointId: $endpointId, limit: 50) {\n      id\n      eventType\n      status\n      attempts\n      responseStatus\n      responseExcerpt\n      error\n      nextAttemptAt\n      lastAttemptAt\n      createdAt\n    }\n  }\n": types.AdminWebhookDeliveriesDocument,
    "\n  mutation AdminCreateWebhook($input: WebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      endpoint {\n        id\n      }\n      secret\n    }\n  }\n": types.AdminCreateWebhookDocument,
    "\n  mutation AdminUpdateWebhook($id: ID!, $input: WebhookEndpointInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) {\n      id\n      url\n      description\n      events\n    }\n  }\n": types.AdminUpdateWebhookDocument,
    "\n  mutation AdminRotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      endpoint {\n        id\n      }\n      secret\n    }\n  }\n": types.AdminRotateWebhookSecretDocument,
    "\n  mutation AdminSetWebhookEnabled($id: ID!, $enabled: Boolean!) {\n    setWebhookEndpointEnabled(id: $id, enabled: $enabled) {\n      id\n      enabled\n      disabledReason\n    }\n  }\n": types.AdminSetWebhookEnabledDocument,
    "\n  mutation AdminDeleteWebhook($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n": types.AdminDeleteWebhookDocument,
    "\n  mutation AdminRetryWebhookDelivery($id: ID!) {\n    retryWebhookDelivery(id: $id) {\n      id\n      status\n      nextAttemptAt\n    }\n  }\n": types.AdminRetryWebhookDeliveryDocument,
    "\n  fragment WhatsappConfigFields on WhatsappConfig {\n    phoneNumberId\n    accessToken\n    webhookVerifyToken\n    isActive\n    updatedAt\n    webhookUrl\n  }\n": types.WhatsappConfigFieldsFragmentDoc,
    "\n  query AdminWhatsappConfig {\n    whatsappConfig {\n      ...WhatsappConfigFields\n    }\n  }\n": types.AdminWhatsappConfigDocument,
    "\n  mutation AdminSaveWhatsappConfig($input: WhatsappConfigInput!) {\n    saveWhatsappConfig(input: $input) {\n      ...WhatsappConfigFields\n    }\n  }\n": types.AdminSaveWhatsappConfigDocument,
    "\n  mutation AdminSendWhatsappTest($input: WhatsappTestInput!) {\n    sendWhatsappTestMessage(input: $input) {\n      success\n      error\n      notification {\n        id\n      }\n    }\n  }\n": types.AdminSendWhatsappTestDocument,
    "\n  query AdminWhatsappLogs($status: MessageStatus, $limit: Int, $offset: Int) {\n    whatsappNotifications(status: $status, limit: $limit, offset: $offset) {\n      total\n      items {\n        id\n        phoneNumber\n        messageContent\n        templateName\n        status\n        relatedType\n        sentAt\n        deliveredAt\n        readAt\n        errorMessage\n        createdAt\n      }\n    }\n  }\n": types.AdminWhatsappLogsDocument,
    "\n  mutation AuthLogin($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      id\n      username\n      email\n      fullName\n      isAdmin\n      isParent\n      language\n    }\n  }\n": types.AuthLoginDocument,
    "\n  mutation AuthRegister($input: RegisterInput!) {\n    register(input: $input) {\n      id\n      username\n      email\n      fullName\n      isAdmin\n      isParent\n      language\n    }\n  }\n": types.AuthRegisterDocument,
    "\n  mutation AuthForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n": types.AuthForgotPasswordDocument,
    "\n  mutation AuthResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      message\n    }\n  }\n": types.AuthResetPasswordDocument,
    "\n  fragment CalendarFeedFields on CalendarFeed {\n    id\n    webcalUrl\n    httpUrl\n    createdAt\n    room {\n      id\n      name\n    }\n  }\n": types.CalendarFeedFieldsFragmentDoc,
    "\n  query MyCalendarFeeds {\n    myCalendarFeeds {\n      ...CalendarFeedFields\n    }\n  }\n": types.MyCalendarFeedsDocument,
    "\n  mutation RegenerateCalendarFeed($roomId: ID) {\n    regenerateCalendarFeed(roomId: $roomId) {\n      ...CalendarFeedFields\n    }\n  }\n": types.RegenerateCalendarFeedDocument,
    "\n  mutation RevokeCalendarFeed($roomId: ID) {\n    revokeCalendarFeed(roomId: $roomId)\n  }\n": types.RevokeCalendarFeedDocument,
    "\n  query CalendarRange($from: Date!, $to: Date!) {\n    calendar(from: $from, to: $to) {\n      events {\n        ...EventCardFields\n        description\n      }\n      bookings {\n        id\n        date\n        startTime\n        endTime\n        status\n        purpose\n        room {\n          name\n          location\n          capacity\n        }\n        member {\n          id\n          fullName\n        }\n      }\n    }\n  }\n": types.CalendarRangeDocument,
    "\n  query EventDetails($id: ID!) {\n    event(id: $id) {\n      id\n      description\n    }\n  }\n": types.EventDetailsDocument,
    "\n  query MyChildren {\n    children {\n      id\n      name\n      dateOfBirth\n      ageGroup\n      parentId\n      teams {\n        id\n        name\n      }\n    }\n  }\n": types.MyChildrenDocument,
    "\n  query ChildUpcomingEvents($childId: ID!) {\n    childEvents(childId: $childId) {\n      event {\n        id\n        title\n        type\n        date\n        startTime\n        endTime\n        location\n        team {\n          id\n          name\n        }\n      }\n      availability {\n        id\n        isAvailable\n        respondedAt\n      }\n    }\n  }\n": types.ChildUpcomingEventsDocument,
    "\n  mutation AddChild($input: ChildInput!) {\n    addChild(input: $input) {\n      id\n      name\n    }\n  }\n": types.AddChildDocument,
    "\n  mutation ClaimChild($id: ID!) {\n    claimChild(id: $id) {\n      id\n      name\n    }\n  }\n": types.ClaimChildDocument,
    "\n  mutation SetAvailability($eventId: ID!, $childId: ID!, $isAvailable: Boolean!) {\n    setAvailability(eventId: $eventId, childId: $childId, isAvailable: $isAvailable) {\n      id\n      isAvailable\n      respondedAt\n    }\n  }\n": types.SetAvailabilityDocument,
    "\n  query DashboardUpcomingEvents {\n    events(filter: { upcoming: true, notEnded: true }, limit: 10) {\n      ...EventCardFields\n    }\n  }\n": types.DashboardUpcomingEventsDocument,
    "\n  query DashboardAnnouncements {\n    announcements(limit: 3) {\n      id\n      title\n      content\n      createdAt\n      author {\n        id\n        fullName\n      }\n      team {\n        id\n        name\n      }\n      league {\n        id\n        name\n      }\n    }\n  }\n": types.DashboardAnnouncementsDocument,
    "\n  fragment EventCardFields on Event {\n    id\n    title\n    type\n    date\n    status\n    startTime\n    endTime\n    location\n    locationDetail\n    maxAttendees\n    attendeeCount\n    currentUserRsvp {\n      status\n      respondedAt\n    }\n    waitlistCount\n    waitlistPosition\n  }\n": types.EventCardFieldsFragmentDoc,
    "\n  subscription EventSeatsChanged($eventId: ID!) {\n    eventSeatsChanged(eventId: $eventId) {\n      id\n      attendeeCount\n      waitlistCount\n    }\n  }\n": types.EventSeatsChangedDocument,
    "\n  mutation EventsRsvpToEvent($eventId: ID!, $status: RsvpStatus!) {\n    rsvpToEvent(eventId: $eventId, status: $status) {\n      id\n      attendeeCount\n      currentUserRsvp {\n        status\n        respondedAt\n      }\n      waitlistCount\n      waitlistPosition\n    }\n  }\n": types.EventsRsvpToEventDocument,
    "\n  mutation EventsJoinWaitlist($eventId: ID!) {\n    joinWaitlist(eventId: $eventId) {\n      id\n      attendeeCount\n      waitlistCount\n      waitlistPosition\n    }\n  }\n": types.EventsJoinWaitlistDocument,
    "\n  mutation EventsLeaveWaitlist($eventId: ID!) {\n    leaveWaitlist(eventId: $eventId) {\n      id\n      attendeeCount\n      waitlistCount\n      waitlistPosition\n    }\n  }\n": types.EventsLeaveWaitlistDocument,
    "\n  query EventsPageList {\n    events(filter: { upcoming: true }) {\n      ...EventCardFields\n      description\n    }\n  }\n": types.EventsPageListDocument,
    "\n  query InboxUnreadCount {\n    unreadNotificationCount\n  }\n": types.InboxUnreadCountDocument,
    "\n  subscription InboxNotificationAdded {\n    myNotificationAdded {\n      id\n    }\n  }\n": types.InboxNotificationAddedDocument,
    "\n  query InboxNotifications {\n    myNotifications(limit: 20) {\n      id\n      kind\n      title\n      body\n      link\n      createdAt\n      readAt\n    }\n    unreadNotificationCount\n  }\n": types.InboxNotificationsDocument,
    "\n  mutation InboxMarkRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      readAt\n    }\n  }\n": types.InboxMarkReadDocument,
    "\n  mutation InboxMarkAllRead {\n    markAllNotificationsRead\n  }\n": types.InboxMarkAllReadDocument,
    "\n  fragment DuesInvoiceFields on Invoice {\n    id\n    invoiceNumber\n    periodStart\n    periodEnd\n    totalAmount\n    paidInFull\n    paidInFullDate\n    voidedAt\n    voidReason\n    pdfUrl\n    plan {\n      id\n      name\n    }\n  }\n": types.DuesInvoiceFieldsFragmentDoc,
    "\n  query ProfileMyMembership {\n    myMembership {\n      id\n      plan {\n        id\n        name\n        amount\n        period\n      }\n      startDate\n      nextPlan {\n        id\n        name\n      }\n      nextPlanFrom\n      status\n      paidThrough\n      owedSince\n      lapsesOn\n      currentPeriodStart\n      currentPeriodEnd\n      invoices {\n        ...DuesInvoiceFields\n        paymentDue {\n          purpose\n          amount\n          currency\n          preparing\n          settling\n        }\n      }\n    }\n  }\n": types.ProfileMyMembershipDocument,
    "\n  mutation ProfileStartDuesPayment($invoiceId: ID!) {\n    startDuesPayment(invoiceId: $invoiceId) {\n      purpose\n      url\n      amount\n      currency\n    }\n  }\n": types.ProfileStartDuesPaymentDocument,
    "\n  query MyPasskeys {\n    myPasskeys {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n": types.MyPasskeysDocument,
    "\n  mutation PasskeyStartRegistration {\n    startPasskeyRegistration {\n      optionsJSON\n    }\n  }\n": types.PasskeyStartRegistrationDocument,
    "\n  mutation PasskeyFinishRegistration($name: String!, $response: String!) {\n    finishPasskeyRegistration(name: $name, response: $response) {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n": types.PasskeyFinishRegistrationDocument,
    "\n  mutation PasskeyDelete($id: ID!) {\n    deletePasskey(id: $id)\n  }\n": types.PasskeyDeleteDocument,
    "\n  mutation PasskeyStartSignIn {\n    startPasskeySignIn {\n      optionsJSON\n    }\n  }\n": types.PasskeyStartSignInDocument,
    "\n  mutation PasskeySignIn($response: String!) {\n    signInWithPasskey(response: $response) {\n      id\n      username\n      email\n      fullName\n      isAdmin\n      isParent\n      language\n    }\n  }\n": types.PasskeySignInDocument,
    "\n  fragment BookingPaymentFields on Payment {\n    id\n    purpose\n    amount\n    refundedAmount\n    currency\n    method\n    providerReference\n    status\n    tickedStep\n    receivedAt\n    createdAt\n    refunds {\n      id\n      amount\n      reason\n      status\n      createdAt\n    }\n  }\n": types.BookingPaymentFieldsFragmentDoc,
    "\n  fragment ProfileFields on MyProfile {\n    user {\n      id\n      fullName\n      email\n      username\n      phone\n      whatsappPhone\n      bio\n      language\n    }\n    whatsappOptInAt\n    preferences {\n      emailNotifications\n      whatsappEventReminders\n      whatsappAnnouncements\n      reminderTimingHours\n    }\n    language\n  }\n": types.ProfileFieldsFragmentDoc,
    "\n  query ProfileMine {\n    myProfile {\n      ...ProfileFields\n    }\n  }\n": types.ProfileMineDocument,
    "\n  mutation ProfileUpdate($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...ProfileFields\n    }\n  }\n": types.ProfileUpdateDocument,
    "\n  query MyPushSettings {\n    myPushSettings {\n      publicKey\n      devices {\n        id\n        name\n        createdAt\n        lastSentAt\n      }\n      preferences {\n        eventReminders\n        rsvpNeeded\n        waitlistPlace\n        bookingSteps\n        announcements\n      }\n    }\n  }\n": types.MyPushSettingsDocument,
    "\n  mutation PushAddDevice($input: PushSubscriptionInput!) {\n    addPushDevice(input: $input) {\n      id\n      name\n      createdAt\n      lastSentAt\n    }\n  }\n": types.PushAddDeviceDocument,
    "\n  mutation PushRemoveDevice($id: ID!) {\n    removePushDevice(id: $id)\n  }\n": types.PushRemoveDeviceDocument,
    "\n  mutation PushSavePreferences($input: PushPreferencesInput!) {\n    savePushPreferences(input: $input) {\n      eventReminders\n      rsvpNeeded\n      waitlistPlace\n      bookingSteps\n      announcements\n    }\n  }\n": types.PushSavePreferencesDocument,
    "\n  fragment MeetingRoomFields on MeetingRoom {\n    id\n    name\n    description\n    capacity\n    location\n    amenities\n    pricePerMonth\n    deposit\n    minimumBookingMonths\n    isActive\n  }\n": types.MeetingRoomFieldsFragmentDoc,
    "\n  subscription RoomsMyBookingChanged {\n    myBookingChanged {\n      id\n    }\n  }\n": types.RoomsMyBookingChangedDocument,
    "\n  query RoomsActiveRooms {\n    meetingRooms {\n      ...MeetingRoomFields\n    }\n  }\n": types.RoomsActiveRoomsDocument,
    "\n  query RoomsMyBookingRequests {\n    myRoomBookings {\n      id\n      startDate\n      endDate\n      durationMonths\n      status\n      depositCarriedOver\n      endingSoon\n      extendsBooking {\n        id\n      }\n      depositRequestedAt\n      depositReceivedAt\n      fullPaymentRequestedAt\n      fullPaymentReceivedAt\n      createdAt\n      reviewedAt\n      room {\n        id\n        name\n        pricePerMonth\n      }\n      invoice {\n        id\n        invoiceNumber\n        pdfUrl\n        totalAmount\n        depositAmount\n        monthlyAmount\n        depositPaid\n        paidInFull\n      }\n      paymentDue {\n        purpose\n        amount\n        currency\n        preparing\n        settling\n      }\n      payments {\n        ...BookingPaymentFields\n      }\n    }\n  }\n": types.RoomsMyBookingRequestsDocument,
    "\n  mutation RoomsStartPayment($bookingId: ID!) {\n    startPayment(bookingId: $bookingId) {\n      purpose\n      url\n      amount\n      currency\n      expiresAt\n    }\n  }\n": types.RoomsStartPaymentDocument,
    "\n  mutation RoomsRequestBooking($input: RoomBookingRequestInput!) {\n    requestRoomBooking(input: $input) {\n      id\n      status\n    }\n  }\n": types.RoomsRequestBookingDocument,
    "\n  mutation RoomsExtendBooking($id: ID!, $input: RoomBookingExtensionInput!) {\n    extendRoomBooking(id: $id, input: $input) {\n      id\n      status\n    }\n  }\n": types.RoomsExtendBookingDocument,
    "\n  query SsoProviders {\n    ssoProviders {\n      id\n      name\n    }\n  }\n": types.SsoProvidersDocument,
    "\n  mutation SsoStart($provider: ID!) {\n    startSsoSignIn(provider: $provider) {\n      url\n    }\n  }\n": types.SsoStartDocument,
    "\n  mutation SsoFinish($provider: ID!, $callbackQuery: String!) {\n    finishSsoSignIn(provider: $provider, callbackQuery: $callbackQuery) {\n      id\n      username\n      email\n      fullName\n      isAdmin\n      isParent\n      language\n    }\n  }\n": types.SsoFinishDocument,
    "\n  mutation TwoFactorStart {\n    startTwoFactorEnrolment {\n      secret\n      otpauthUrl\n      qrCodeDataUrl\n    }\n  }\n": types.TwoFactorStartDocument,
    "\n  mutation TwoFactorConfirm($code: String!) {\n    confirmTwoFactorEnrolment(code: $code) {\n      codes\n    }\n  }\n": types.TwoFactorConfirmDocument,
    "\n  mutation TwoFactorDisable($code: String!) {\n    disableTwoFactor(code: $code) {\n      enabled\n      required\n      recoveryCodesLeft\n    }\n  }\n": types.TwoFactorDisableDocument,
    "\n  mutation TwoFactorLogin($challenge: String!, $code: String!) {\n    loginWithTwoFactor(challenge: $challenge, code: $code) {\n      id\n      username\n      email\n      fullName\n      isAdmin\n      isParent\n      language\n    }\n  }\n": types.TwoFactorLoginDocument,
    "\n  query AdminOfficeSecurity {\n    officeSecurity {\n      adminsRequireTwoFactor\n      ssoCreatesAccounts\n    }\n  }\n": types.AdminOfficeSecurityDocument,
    "\n  mutation AdminSetOfficeSecurity($required: Boolean!) {\n    setAdminsRequireTwoFactor(required: $required) {\n      adminsRequireTwoFactor\n      ssoCreatesAccounts\n    }\n  }\n": types.AdminSetOfficeSecurityDocument,
    "\n  mutation AdminSetSsoCreatesAccounts($allowed: Boolean!) {\n    setSsoCreatesAccounts(allowed: $allowed) {\n      adminsRequireTwoFactor\n      ssoCreatesAccounts\n    }\n  }\n": types.AdminSetSsoCreatesAccountsDocument,
    "\n  query TwoFactorStatus {\n    twoFactorStatus {\n      enabled\n      required\n      recoveryCodesLeft\n    }\n  }\n": types.TwoFactorStatusDocument,
    "\n  query OfficeSettings {\n    officeSettings {\n      currency\n      onlinePayments\n    }\n  }\n": types.OfficeSettingsDocument,
    "\n  query Me {\n    me {\n      id\n      username\n      email\n      fullName\n      isAdmin\n      isParent\n      language\n    }\n  }\n": types.MeDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMyAccount($password: String!) {\n    deleteMyAccount(password: $password)\n  }\n"): (typeof documents)["\n  mutation DeleteMyAccount($password: String!) {\n    deleteMyAccount(password: $password)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAnnouncementsList {\n    announcements {\n      id\n      title\n      content\n      createdAt\n      sendWhatsapp\n      author {\n        id\n        fullName\n      }\n      team {\n        id\n        name\n      }\n      league {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminAnnouncementsList {\n    announcements {\n      id\n      title\n      content\n      createdAt\n      sendWhatsapp\n      author {\n        id\n        fullName\n      }\n      team {\n        id\n        name\n      }\n      league {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAnnouncementScopes {\n    teams {\n      id\n      name\n    }\n    leagues {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query AdminAnnouncementScopes {\n    teams {\n      id\n      name\n    }\n    leagues {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateAnnouncement($input: AnnouncementInput!) {\n    createAnnouncement(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateAnnouncement($input: AnnouncementInput!) {\n    createAnnouncement(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateAnnouncement($id: ID!, $input: AnnouncementInput!) {\n    updateAnnouncement(id: $id, input: $input) {\n      id\n      title\n      content\n      sendWhatsapp\n      team {\n        id\n        name\n      }\n      league {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateAnnouncement($id: ID!, $input: AnnouncementInput!) {\n    updateAnnouncement(id: $id, input: $input) {\n      id\n      title\n      content\n      sendWhatsapp\n      team {\n        id\n        name\n      }\n      league {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteAnnouncement($id: ID!) {\n    deleteAnnouncement(id: $id)\n  }\n"): (typeof documents)["\n  mutation AdminDeleteAnnouncement($id: ID!) {\n    deleteAnnouncement(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAuditLog($filter: AuditLogFilter, $limit: Int, $after: String) {\n    auditLog(filter: $filter, limit: $limit, after: $after) {\n      total\n      nextCursor\n      items {\n        id\n        at\n        actorId\n        actorName\n        action\n        entityType\n        entityId\n        summary\n        before\n        after\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminAuditLog($filter: AuditLogFilter, $limit: Int, $after: String) {\n    auditLog(filter: $filter, limit: $limit, after: $after) {\n      total\n      nextCursor\n      items {\n        id\n        at\n        actorId\n        actorName\n        action\n        entityType\n        entityId\n        summary\n        before\n        after\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAuditFilters {\n    auditActors {\n      id\n      name\n    }\n    auditActions\n  }\n"): (typeof documents)["\n  query AdminAuditFilters {\n    auditActors {\n      id\n      name\n    }\n    auditActions\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AdminBookingRequestChanged {\n    bookingRequestChanged {\n      id\n    }\n  }\n"): (typeof documents)["\n  subscription AdminBookingRequestChanged {\n    bookingRequestChanged {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminBookingFields on RoomBooking {\n    id\n    startDate\n    endDate\n    durationMonths\n    purpose\n    status\n    rejectionReason\n    reviewedAt\n    depositRequestedAt\n    depositReceivedAt\n    fullPaymentRequestedAt\n    fullPaymentReceivedAt\n    createdAt\n    depositCarriedOver\n    endingSoon\n    extendsBooking {\n      id\n      startDate\n      durationMonths\n    }\n    history {\n      id\n      startDate\n      durationMonths\n      status\n    }\n    room {\n      id\n      name\n      pricePerMonth\n      deposit\n    }\n    member {\n      id\n      fullName\n      email\n    }\n    memberMembershipStatus\n    payments {\n      ...AdminPaymentFields\n    }\n  }\n"): (typeof documents)["\n  fragment AdminBookingFields on RoomBooking {\n    id\n    startDate\n    endDate\n    durationMonths\n    purpose\n    status\n    rejectionReason\n    reviewedAt\n    depositRequestedAt\n    depositReceivedAt\n    fullPaymentRequestedAt\n    fullPaymentReceivedAt\n    createdAt\n    depositCarriedOver\n    endingSoon\n    extendsBooking {\n      id\n      startDate\n      durationMonths\n    }\n    history {\n      id\n      startDate\n      durationMonths\n      status\n    }\n    room {\n      id\n      name\n      pricePerMonth\n      deposit\n    }\n    member {\n      id\n      fullName\n      email\n    }\n    memberMembershipStatus\n    payments {\n      ...AdminPaymentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminBookingRequests {\n    roomBookings(limit: 500) {\n      ...AdminBookingFields\n    }\n    pendingRoomBookingCount\n  }\n"): (typeof documents)["\n  query AdminBookingRequests {\n    roomBookings(limit: 500) {\n      ...AdminBookingFields\n    }\n    pendingRoomBookingCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminAcceptBooking($id: ID!) {\n    acceptRoomBooking(id: $id) {\n      ...AdminBookingFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminAcceptBooking($id: ID!) {\n    acceptRoomBooking(id: $id) {\n      ...AdminBookingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRejectBooking($id: ID!, $reason: String!) {\n    rejectRoomBooking(id: $id, reason: $reason) {\n      ...AdminBookingFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRejectBooking($id: ID!, $reason: String!) {\n    rejectRoomBooking(id: $id, reason: $reason) {\n      ...AdminBookingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUncheckAcceptBooking($id: ID!) {\n    uncheckAcceptRoomBooking(id: $id) {\n      ...AdminBookingFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUncheckAcceptBooking($id: ID!) {\n    uncheckAcceptRoomBooking(id: $id) {\n      ...AdminBookingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetBookingStep($id: ID!, $step: PaymentStep!, $done: Boolean!) {\n    setRoomBookingStep(id: $id, step: $step, done: $done) {\n      ...AdminBookingFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetBookingStep($id: ID!, $step: PaymentStep!, $done: Boolean!) {\n    setRoomBookingStep(id: $id, step: $step, done: $done) {\n      ...AdminBookingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteBooking($id: ID!) {\n    deleteRoomBooking(id: $id)\n  }\n"): (typeof documents)["\n  mutation AdminDeleteBooking($id: ID!) {\n    deleteRoomBooking(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminEventFields on Event {\n    id\n    title\n    type\n    date\n    startTime\n    endTime\n    location\n    locationDetail\n    description\n    maxAttendees\n    status\n    attendeeCount\n    waitlistCount\n    team {\n      id\n      name\n    }\n    teamsInvolved\n    relevanceType\n    ageGroupRelevance\n  }\n"): (typeof documents)["\n  fragment AdminEventFields on Event {\n    id\n    title\n    type\n    date\n    startTime\n    endTime\n    location\n    locationDetail\n    description\n    maxAttendees\n    status\n    attendeeCount\n    waitlistCount\n    team {\n      id\n      name\n    }\n    teamsInvolved\n    relevanceType\n    ageGroupRelevance\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminEventTeamChoices {\n    teams {\n      id\n      name\n    }\n    leagues {\n      id\n      ageGroup\n    }\n  }\n"): (typeof documents)["\n  query AdminEventTeamChoices {\n    teams {\n      id\n      name\n    }\n    leagues {\n      id\n      ageGroup\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminEventsList {\n    events {\n      ...AdminEventFields\n    }\n  }\n"): (typeof documents)["\n  query AdminEventsList {\n    events {\n      ...AdminEventFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateEvent($input: EventInput!) {\n    createEvent(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateEvent($input: EventInput!) {\n    createEvent(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateEvent($id: ID!, $input: EventInput!) {\n    updateEvent(id: $id, input: $input) {\n      ...AdminEventFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateEvent($id: ID!, $input: EventInput!) {\n    updateEvent(id: $id, input: $input) {\n      ...AdminEventFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteEvent($id: ID!) {\n    deleteEvent(id: $id)\n  }\n"): (typeof documents)["\n  mutation AdminDeleteEvent($id: ID!) {\n    deleteEvent(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminInsights($months: Int!) {\n    adminInsights(months: $months) {\n      months\n      from\n      to\n      occupancy {\n        month\n        bookedRoomMonths\n        availableRoomMonths\n        rate\n      }\n      pipeline {\n        stage\n        count\n      }\n      revenue {\n        month\n        invoiced\n        paid\n      }\n      dues {\n        month\n        invoiced\n        paid\n      }\n      membersByStatus {\n        status\n        count\n      }\n      rsvpRates {\n        eventType\n        events\n        attending\n        notAttending\n        maybe\n        noAnswer\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminInsights($months: Int!) {\n    adminInsights(months: $months) {\n      months\n      from\n      to\n      occupancy {\n        month\n        bookedRoomMonths\n        availableRoomMonths\n        rate\n      }\n      pipeline {\n        stage\n        count\n      }\n      revenue {\n        month\n        invoiced\n        paid\n      }\n      dues {\n        month\n        invoiced\n        paid\n      }\n      membersByStatus {\n        status\n        count\n      }\n      rsvpRates {\n        eventType\n        events\n        attending\n        notAttending\n        maybe\n        noAnswer\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MembershipPlanFields on MembershipPlan {\n    id\n    name\n    amount\n    period\n    isActive\n    memberCount\n    inUse\n  }\n"): (typeof documents)["\n  fragment MembershipPlanFields on MembershipPlan {\n    id\n    name\n    amount\n    period\n    isActive\n    memberCount\n    inUse\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminMembershipFields on Membership {\n    id\n    member {\n      id\n      fullName\n      email\n    }\n    plan {\n      id\n      name\n      amount\n      period\n    }\n    startDate\n    nextPlan {\n      id\n      name\n    }\n    nextPlanFrom\n    status\n    paidThrough\n    owedSince\n    lapsesOn\n    currentPeriodStart\n    currentPeriodEnd\n    invoices {\n      ...DuesInvoiceFields\n    }\n  }\n"): (typeof documents)["\n  fragment AdminMembershipFields on Membership {\n    id\n    member {\n      id\n      fullName\n      email\n    }\n    plan {\n      id\n      name\n      amount\n      period\n    }\n    startDate\n    nextPlan {\n      id\n      name\n    }\n    nextPlanFrom\n    status\n    paidThrough\n    owedSince\n    lapsesOn\n    currentPeriodStart\n    currentPeriodEnd\n    invoices {\n      ...DuesInvoiceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMembershipPlans {\n    membershipPlans {\n      ...MembershipPlanFields\n    }\n  }\n"): (typeof documents)["\n  query AdminMembershipPlans {\n    membershipPlans {\n      ...MembershipPlanFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMemberships($filter: MembershipFilter) {\n    memberships(filter: $filter, limit: 500) {\n      ...AdminMembershipFields\n    }\n  }\n"): (typeof documents)["\n  query AdminMemberships($filter: MembershipFilter) {\n    memberships(filter: $filter, limit: 500) {\n      ...AdminMembershipFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMembershipSettings {\n    membershipSettings {\n      graceDays\n      lapsedMembersMayRequestRooms\n    }\n  }\n"): (typeof documents)["\n  query AdminMembershipSettings {\n    membershipSettings {\n      graceDays\n      lapsedMembersMayRequestRooms\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMembershipCandidates {\n    users(limit: 500) {\n      id\n      fullName\n      email\n    }\n  }\n"): (typeof documents)["\n  query AdminMembershipCandidates {\n    users(limit: 500) {\n      id\n      fullName\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateMembershipPlan($input: MembershipPlanInput!) {\n    createMembershipPlan(input: $input) {\n      ...MembershipPlanFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateMembershipPlan($input: MembershipPlanInput!) {\n    createMembershipPlan(input: $input) {\n      ...MembershipPlanFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateMembershipPlan($id: ID!, $input: MembershipPlanInput!) {\n    updateMembershipPlan(id: $id, input: $input) {\n      ...MembershipPlanFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateMembershipPlan($id: ID!, $input: MembershipPlanInput!) {\n    updateMembershipPlan(id: $id, input: $input) {\n      ...MembershipPlanFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteMembershipPlan($id: ID!) {\n    deleteMembershipPlan(id: $id)\n  }\n"): (typeof documents)["\n  mutation AdminDeleteMembershipPlan($id: ID!) {\n    deleteMembershipPlan(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminAssignMembership($input: AssignMembershipInput!) {\n    assignMembership(input: $input) {\n      ...AdminMembershipFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminAssignMembership($input: AssignMembershipInput!) {\n    assignMembership(input: $input) {\n      ...AdminMembershipFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminChangeMembershipPlan($memberId: ID!, $planId: ID!) {\n    changeMembershipPlan(memberId: $memberId, planId: $planId) {\n      ...AdminMembershipFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminChangeMembershipPlan($memberId: ID!, $planId: ID!) {\n    changeMembershipPlan(memberId: $memberId, planId: $planId) {\n      ...AdminMembershipFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminMarkDuesPaid($invoiceId: ID!) {\n    markDuesPaid(invoiceId: $invoiceId) {\n      ...DuesInvoiceFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminMarkDuesPaid($invoiceId: ID!) {\n    markDuesPaid(invoiceId: $invoiceId) {\n      ...DuesInvoiceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminMarkDuesUnpaid($invoiceId: ID!) {\n    markDuesUnpaid(invoiceId: $invoiceId) {\n      ...DuesInvoiceFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminMarkDuesUnpaid($invoiceId: ID!) {\n    markDuesUnpaid(invoiceId: $invoiceId) {\n      ...DuesInvoiceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminVoidDues($invoiceId: ID!, $reason: String!) {\n    voidDuesInvoice(invoiceId: $invoiceId, reason: $reason) {\n      ...DuesInvoiceFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminVoidDues($invoiceId: ID!, $reason: String!) {\n    voidDuesInvoice(invoiceId: $invoiceId, reason: $reason) {\n      ...DuesInvoiceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateMembershipSettings($input: MembershipSettingsInput!) {\n    updateMembershipSettings(input: $input) {\n      graceDays\n      lapsedMembersMayRequestRooms\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateMembershipSettings($input: MembershipSettingsInput!) {\n    updateMembershipSettings(input: $input) {\n      graceDays\n      lapsedMembersMayRequestRooms\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminPaymentFields on Payment {\n    id\n    bookingId\n    invoiceId\n    invoiceNumber\n    member {\n      id\n      fullName\n    }\n    purpose\n    amount\n    refundedAmount\n    currency\n    method\n    providerReference\n    status\n    tickedStep\n    attention\n    resolvedAt\n    resolution\n    receivedAt\n    createdAt\n    refunds {\n      id\n      amount\n      reason\n      status\n      providerReference\n      failure\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  fragment AdminPaymentFields on Payment {\n    id\n    bookingId\n    invoiceId\n    invoiceNumber\n    member {\n      id\n      fullName\n    }\n    purpose\n    amount\n    refundedAmount\n    currency\n    method\n    providerReference\n    status\n    tickedStep\n    attention\n    resolvedAt\n    resolution\n    receivedAt\n    createdAt\n    refunds {\n      id\n      amount\n      reason\n      status\n      providerReference\n      failure\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPayments($filter: PaymentFilter, $limit: Int, $offset: Int) {\n    payments(filter: $filter, limit: $limit, offset: $offset) {\n      ...AdminPaymentFields\n    }\n  }\n"): (typeof documents)["\n  query AdminPayments($filter: PaymentFilter, $limit: Int, $offset: Int) {\n    payments(filter: $filter, limit: $limit, offset: $offset) {\n      ...AdminPaymentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRefundPayment($paymentId: ID!, $input: RefundInput!) {\n    refundPayment(paymentId: $paymentId, input: $input) {\n      ...AdminPaymentFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRefundPayment($paymentId: ID!, $input: RefundInput!) {\n    refundPayment(paymentId: $paymentId, input: $input) {\n      ...AdminPaymentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminResolvePayment($paymentId: ID!, $note: String!) {\n    resolvePayment(paymentId: $paymentId, note: $note) {\n      ...AdminPaymentFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminResolvePayment($paymentId: ID!, $note: String!) {\n    resolvePayment(paymentId: $paymentId, note: $note) {\n      ...AdminPaymentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminReconcilePayments {\n    reconcilePayments {\n      sessionsChecked\n      paymentsRecorded\n      linksExpired\n      refundsUpdated\n    }\n  }\n"): (typeof documents)["\n  mutation AdminReconcilePayments {\n    reconcilePayments {\n      sessionsChecked\n      paymentsRecorded\n      linksExpired\n      refundsUpdated\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOverdueItems {\n    overdueItems {\n      id\n      kind\n      member {\n        id\n        fullName\n      }\n      what\n      bookingId\n      invoiceId\n      amount\n      since\n      overdueSince\n    }\n  }\n"): (typeof documents)["\n  query AdminOverdueItems {\n    overdueItems {\n      id\n      kind\n      member {\n        id\n        fullName\n      }\n      what\n      bookingId\n      invoiceId\n      amount\n      since\n      overdueSince\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminReminderSettings {\n    reminderSettings {\n      reminderDays\n    }\n  }\n"): (typeof documents)["\n  query AdminReminderSettings {\n    reminderSettings {\n      reminderDays\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateReminderSettings($input: ReminderSettingsInput!) {\n    updateReminderSettings(input: $input) {\n      reminderDays\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateReminderSettings($input: ReminderSettingsInput!) {\n    updateReminderSettings(input: $input) {\n      reminderDays\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRoomsList {\n    meetingRooms {\n      ...MeetingRoomFields\n    }\n  }\n"): (typeof documents)["\n  query AdminRoomsList {\n    meetingRooms {\n      ...MeetingRoomFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateRoom($input: MeetingRoomInput!) {\n    createMeetingRoom(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateRoom($input: MeetingRoomInput!) {\n    createMeetingRoom(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateRoom($id: ID!, $input: MeetingRoomInput!) {\n    updateMeetingRoom(id: $id, input: $input) {\n      ...MeetingRoomFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateRoom($id: ID!, $input: MeetingRoomInput!) {\n    updateMeetingRoom(id: $id, input: $input) {\n      ...MeetingRoomFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteRoom($id: ID!) {\n    deleteMeetingRoom(id: $id)\n  }\n"): (typeof documents)["\n  mutation AdminDeleteRoom($id: ID!) {\n    deleteMeetingRoom(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminLeaguesTeams {\n    leagues {\n      id\n      name\n      ageGroup\n      description\n    }\n    teams {\n      id\n      name\n      league {\n        id\n        name\n      }\n      members {\n        id\n        name\n      }\n    }\n    children {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query AdminLeaguesTeams {\n    leagues {\n      id\n      name\n      ageGroup\n      description\n    }\n    teams {\n      id\n      name\n      league {\n        id\n        name\n      }\n      members {\n        id\n        name\n      }\n    }\n    children {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateLeague($input: LeagueInput!) {\n    createLeague(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateLeague($input: LeagueInput!) {\n    createLeague(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateLeague($id: ID!, $input: LeagueInput!) {\n    updateLeague(id: $id, input: $input) {\n      id\n      name\n      ageGroup\n      description\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateLeague($id: ID!, $input: LeagueInput!) {\n    updateLeague(id: $id, input: $input) {\n      id\n      name\n      ageGroup\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteLeague($id: ID!) {\n    deleteLeague(id: $id)\n  }\n"): (typeof documents)["\n  mutation AdminDeleteLeague($id: ID!) {\n    deleteLeague(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateTeam($input: TeamInput!) {\n    createTeam(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateTeam($input: TeamInput!) {\n    createTeam(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateTeam($id: ID!, $input: TeamInput!) {\n    updateTeam(id: $id, input: $input) {\n      id\n      name\n      league {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateTeam($id: ID!, $input: TeamInput!) {\n    updateTeam(id: $id, input: $input) {\n      id\n      name\n      league {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteTeam($id: ID!) {\n    deleteTeam(id: $id)\n  }\n"): (typeof documents)["\n  mutation AdminDeleteTeam($id: ID!) {\n    deleteTeam(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminAddTeamMember($teamId: ID!, $childId: ID!) {\n    addTeamMember(teamId: $teamId, childId: $childId) {\n      id\n      members {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminAddTeamMember($teamId: ID!, $childId: ID!) {\n    addTeamMember(teamId: $teamId, childId: $childId) {\n      id\n      members {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRemoveTeamMember($teamId: ID!, $childId: ID!) {\n    removeTeamMember(teamId: $teamId, childId: $childId) {\n      id\n      members {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRemoveTeamMember($teamId: ID!, $childId: ID!) {\n    removeTeamMember(teamId: $teamId, childId: $childId) {\n      id\n      members {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsersList {\n    users {\n      id\n      username\n      email\n      fullName\n      isAdmin\n      isParent\n    }\n  }\n"): (typeof documents)["\n  query AdminUsersList {\n    users {\n      id\n      username\n      email\n      fullName\n      isAdmin\n      isParent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      id\n      username\n      email\n      fullName\n      isAdmin\n      isParent\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      id\n      username\n      email\n      fullName\n      isAdmin\n      isParent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n      username\n      email\n      fullName\n      isAdmin\n      isParent\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n      username\n      email\n      fullName\n      isAdmin\n      isParent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n"): (typeof documents)["\n  mutation AdminDeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminWebhookEndpoints {\n    webhookEndpoints {\n      id\n      url\n      description\n      events\n      enabled\n      disabledReason\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query AdminWebhookEndpoints {\n    webhookEndpoints {\n      id\n      url\n      description\n      events\n      enabled\n      disabledReason\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminWebhookDeliveries($endpointId: ID!) {\n    webhookDeliveries(endpointId: $endpointId, limit: 50) {\n      id\n      eventType\n      status\n      attempts\n      responseStatus\n      responseExcerpt\n      error\n      nextAttemptAt\n      lastAttemptAt\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query AdminWebhookDeliveries($endpointId: ID!) {\n    webhookDeliveries(endpointId: $endpointId, limit: 50) {\n      id\n      eventType\n      status\n      attempts\n      responseStatus\n      responseExcerpt\n      error\n      nextAttemptAt\n      lastAttemptAt\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateWebhook($input: WebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      endpoint {\n        id\n      }\n      secret\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateWebhook($input: WebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      endpoint {\n        id\n      }\n      secret\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateWebhook($id: ID!, $input: WebhookEndpointInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) {\n      id\n      url\n      description\n      events\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateWebhook($id: ID!, $input: WebhookEndpointInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) {\n      id\n      url\n      description\n      events\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      endpoint {\n        id\n      }\n      secret\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      endpoint {\n        id\n      }\n      secret\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetWebhookEnabled($id: ID!, $enabled: Boolean!) {\n    setWebhookEndpointEnabled(id: $id, enabled: $enabled) {\n      id\n      enabled\n      disabledReason\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetWebhookEnabled($id: ID!, $enabled: Boolean!) {\n    setWebhookEndpointEnabled(id: $id, enabled: $enabled) {\n      id\n      enabled\n      disabledReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteWebhook($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n"): (typeof documents)["\n  mutation AdminDeleteWebhook($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRetryWebhookDelivery($id: ID!) {\n    retryWebhookDelivery(id: $id) {\n      id\n      status\n      nextAttemptAt\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRetryWebhookDelivery($id: ID!) {\n    retryWebhookDelivery(id: $id) {\n      id\n      status\n      nextAttemptAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WhatsappConfigFields on WhatsappConfig {\n    phoneNumberId\n    accessToken\n    webhookVerifyToken\n    isActive\n    updatedAt\n    webhookUrl\n  }\n"): (typeof documents)["\n  fragment WhatsappConfigFields on WhatsappConfig {\n    phoneNumberId\n    accessToken\n    webhookVerifyToken\n    isActive\n    updatedAt\n    webhookUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminWhatsappConfig {\n    whatsappConfig {\n      ...WhatsappConfigFields\n    }\n  }\n"): (typeof documents)["\n  query AdminWhatsappConfig {\n    whatsappConfig {\n      ...WhatsappConfigFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSaveWhatsappConfig($input: WhatsappConfigInput!) {\n    saveWhatsappConfig(input: $input) {\n      ...WhatsappConfigFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSaveWhatsappConfig($input: WhatsappConfigInput!) {\n    saveWhatsappConfig(input: $input) {\n      ...WhatsappConfigFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSendWhatsappTest($input: WhatsappTestInput!) {\n    sendWhatsappTestMessage(input: $input) {\n      success\n      error\n      notification {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSendWhatsappTest($input: WhatsappTestInput!) {\n    sendWhatsappTestMessage(input: $input) {\n      success\n      error\n      notification {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminWhatsappLogs($status: MessageStatus, $limit: Int, $offset: Int) {\n    whatsappNotifications(status: $status, limit: $limit, offset: $offset) {\n      total\n      items {\n        id\n        phoneNumber\n        messageContent\n        templateName\n        status\n        relatedType\n        sentAt\n        deliveredAt\n        readAt\n        errorMessage\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminWhatsappLogs($status: MessageStatus, $limit: Int, $offset: Int) {\n    whatsappNotifications(status: $status, limit: $limit, offset: $offset) {\n      total\n      items {\n        id\n        phoneNumber\n        messageContent\n        templateName\n        status\n        relatedType\n        sentAt\n        deliveredAt\n        readAt\n        errorMessage\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthLogin($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      id\n      username\n      email\n      fullName\n      isAdmin\n      isParent\n      language\n    }\n  }\n"): (typeof documents)["\n  mutation AuthLogin($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      id\n      username\n      email\n      fullName\n      isAdmin\n      isParent\n      language\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthRegister($input: RegisterInput!) {\n    register(input: $input) {\n      id\n      username\n      email\n      fullName\n      isAdmin\n      isParent\n      language\n    }\n  }\n"): (typeof documents)["\n  mutation AuthRegister($input: RegisterInput!) {\n    register(input: $input) {\n      id\n      username\n      email\n      fullName\n      isAdmin\n      isParent\n      language\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AuthForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AuthResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CalendarFeedFields on CalendarFeed {\n    id\n    webcalUrl\n    httpUrl\n    createdAt\n    room {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment CalendarFeedFields on CalendarFeed {\n    id\n    webcalUrl\n    httpUrl\n    createdAt\n    room {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCalendarFeeds {\n    myCalendarFeeds {\n      ...CalendarFeedFields\n    }\n  }\n"): (typeof documents)["\n  query MyCalendarFeeds {\n    myCalendarFeeds {\n      ...CalendarFeedFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegenerateCalendarFeed($roomId: ID) {\n    regenerateCalendarFeed(roomId: $roomId) {\n      ...CalendarFeedFields\n    }\n  }\n"): (typeof documents)["\n  mutation RegenerateCalendarFeed($roomId: ID) {\n    regenerateCalendarFeed(roomId: $roomId) {\n      ...CalendarFeedFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeCalendarFeed($roomId: ID) {\n    revokeCalendarFeed(roomId: $roomId)\n  }\n"): (typeof documents)["\n  mutation RevokeCalendarFeed($roomId: ID) {\n    revokeCalendarFeed(roomId: $roomId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarRange($from: Date!, $to: Date!) {\n    calendar(from: $from, to: $to) {\n      events {\n        ...EventCardFields\n        description\n      }\n      bookings {\n        id\n        date\n        startTime\n        endTime\n        status\n        purpose\n        room {\n          name\n          location\n          capacity\n        }\n        member {\n          id\n          fullName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CalendarRange($from: Date!, $to: Date!) {\n    calendar(from: $from, to: $to) {\n      events {\n        ...EventCardFields\n        description\n      }\n      bookings {\n        id\n        date\n        startTime\n        endTime\n        status\n        purpose\n        room {\n          name\n          location\n          capacity\n        }\n        member {\n          id\n          fullName\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventDetails($id: ID!) {\n    event(id: $id) {\n      id\n      description\n    }\n  }\n"): (typeof documents)["\n  query EventDetails($id: ID!) {\n    event(id: $id) {\n      id\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyChildren {\n    children {\n      id\n      name\n      dateOfBirth\n      ageGroup\n      parentId\n      teams {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyChildren {\n    children {\n      id\n      name\n      dateOfBirth\n      ageGroup\n      parentId\n      teams {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChildUpcomingEvents($childId: ID!) {\n    childEvents(childId: $childId) {\n      event {\n        id\n        title\n        type\n        date\n        startTime\n        endTime\n        location\n        team {\n          id\n          name\n        }\n      }\n      availability {\n        id\n        isAvailable\n        respondedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query ChildUpcomingEvents($childId: ID!) {\n    childEvents(childId: $childId) {\n      event {\n        id\n        title\n        type\n        date\n        startTime\n        endTime\n        location\n        team {\n          id\n          name\n        }\n      }\n      availability {\n        id\n        isAvailable\n        respondedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddChild($input: ChildInput!) {\n    addChild(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation AddChild($input: ChildInput!) {\n    addChild(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClaimChild($id: ID!) {\n    claimChild(id: $id) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation ClaimChild($id: ID!) {\n    claimChild(id: $id) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetAvailability($eventId: ID!, $childId: ID!, $isAvailable: Boolean!) {\n    setAvailability(eventId: $eventId, childId: $childId, isAvailable: $isAvailable) {\n      id\n      isAvailable\n      respondedAt\n    }\n  }\n"): (typeof documents)["\n  mutation SetAvailability($eventId: ID!, $childId: ID!, $isAvailable: Boolean!) {\n    setAvailability(eventId: $eventId, childId: $childId, isAvailable: $isAvailable) {\n      id\n      isAvailable\n      respondedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardUpcomingEvents {\n    events(filter: { upcoming: true, notEnded: true }, limit: 10) {\n      ...EventCardFields\n    }\n  }\n"): (typeof documents)["\n  query DashboardUpcomingEvents {\n    events(filter: { upcoming: true, notEnded: true }, limit: 10) {\n      ...EventCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardAnnouncements {\n    announcements(limit: 3) {\n      id\n      title\n      content\n      createdAt\n      author {\n        id\n        fullName\n      }\n      team {\n        id\n        name\n      }\n      league {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardAnnouncements {\n    announcements(limit: 3) {\n      id\n      title\n      content\n      createdAt\n      author {\n        id\n        fullName\n      }\n      team {\n        id\n        name\n      }\n      league {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventCardFields on Event {\n    id\n    title\n    type\n    date\n    status\n    startTime\n    endTime\n    location\n    locationDetail\n    maxAttendees\n    attendeeCount\n    currentUserRsvp {\n      status\n      respondedAt\n    }\n    waitlistCount\n    waitlistPosition\n  }\n"): (typeof documents)["\n  fragment EventCardFields on Event {\n    id\n    title\n    type\n    date\n    status\n    startTime\n    endTime\n    location\n    locationDetail\n    maxAttendees\n    attendeeCount\n    currentUserRsvp {\n      status\n      respondedAt\n    }\n    waitlistCount\n    waitlistPosition\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription EventSeatsChanged($eventId: ID!) {\n    eventSeatsChanged(eventId: $eventId) {\n      id\n      attendeeCount\n      waitlistCount\n    }\n  }\n"): (typeof documents)["\n  subscription EventSeatsChanged($eventId: ID!) {\n    eventSeatsChanged(eventId: $eventId) {\n      id\n      attendeeCount\n      waitlistCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EventsRsvpToEvent($eventId: ID!, $status: RsvpStatus!) {\n    rsvpToEvent(eventId: $eventId, status: $status) {\n      id\n      attendeeCount\n      currentUserRsvp {\n        status\n        respondedAt\n      }\n      waitlistCount\n      waitlistPosition\n    }\n  }\n"): (typeof documents)["\n  mutation EventsRsvpToEvent($eventId: ID!, $status: RsvpStatus!) {\n    rsvpToEvent(eventId: $eventId, status: $status) {\n      id\n      attendeeCount\n      currentUserRsvp {\n        status\n        respondedAt\n      }\n      waitlistCount\n      waitlistPosition\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EventsJoinWaitlist($eventId: ID!) {\n    joinWaitlist(eventId: $eventId) {\n      id\n      attendeeCount\n      waitlistCount\n      waitlistPosition\n    }\n  }\n"): (typeof documents)["\n  mutation EventsJoinWaitlist($eventId: ID!) {\n    joinWaitlist(eventId: $eventId) {\n      id\n      attendeeCount\n      waitlistCount\n      waitlistPosition\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EventsLeaveWaitlist($eventId: ID!) {\n    leaveWaitlist(eventId: $eventId) {\n      id\n      attendeeCount\n      waitlistCount\n      waitlistPosition\n    }\n  }\n"): (typeof documents)["\n  mutation EventsLeaveWaitlist($eventId: ID!) {\n    leaveWaitlist(eventId: $eventId) {\n      id\n      attendeeCount\n      waitlistCount\n      waitlistPosition\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventsPageList {\n    events(filter: { upcoming: true }) {\n      ...EventCardFields\n      description\n    }\n  }\n"): (typeof documents)["\n  query EventsPageList {\n    events(filter: { upcoming: true }) {\n      ...EventCardFields\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InboxUnreadCount {\n    unreadNotificationCount\n  }\n"): (typeof documents)["\n  query InboxUnreadCount {\n    unreadNotificationCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription InboxNotificationAdded {\n    myNotificationAdded {\n      id\n    }\n  }\n"): (typeof documents)["\n  subscription InboxNotificationAdded {\n    myNotificationAdded {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InboxNotifications {\n    myNotifications(limit: 20) {\n      id\n      kind\n      title\n      body\n      link\n      createdAt\n      readAt\n    }\n    unreadNotificationCount\n  }\n"): (typeof documents)["\n  query InboxNotifications {\n    myNotifications(limit: 20) {\n      id\n      kind\n      title\n      body\n      link\n      createdAt\n      readAt\n    }\n    unreadNotificationCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InboxMarkRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      readAt\n    }\n  }\n"): (typeof documents)["\n  mutation InboxMarkRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      readAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InboxMarkAllRead {\n    markAllNotificationsRead\n  }\n"): (typeof documents)["\n  mutation InboxMarkAllRead {\n    markAllNotificationsRead\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DuesInvoiceFields on Invoice {\n    id\n    invoiceNumber\n    periodStart\n    periodEnd\n    totalAmount\n    paidInFull\n    paidInFullDate\n    voidedAt\n    voidReason\n    pdfUrl\n    plan {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment DuesInvoiceFields on Invoice {\n    id\n    invoiceNumber\n    periodStart\n    periodEnd\n    totalAmount\n    paidInFull\n    paidInFullDate\n    voidedAt\n    voidReason\n    pdfUrl\n    plan {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileMyMembership {\n    myMembership {\n      id\n      plan {\n        id\n        name\n        amount\n        period\n      }\n      startDate\n      nextPlan {\n        id\n        name\n      }\n      nextPlanFrom\n      status\n      paidThrough\n      owedSince\n      lapsesOn\n      currentPeriodStart\n      currentPeriodEnd\n      invoices {\n        ...DuesInvoiceFields\n        paymentDue {\n          purpose\n          amount\n          currency\n          preparing\n          settling\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProfileMyMembership {\n    myMembership {\n      id\n      plan {\n        id\n        name\n        amount\n        period\n      }\n      startDate\n      nextPlan {\n        id\n        name\n      }\n      nextPlanFrom\n      status\n      paidThrough\n      owedSince\n      lapsesOn\n      currentPeriodStart\n      currentPeriodEnd\n      invoices {\n        ...DuesInvoiceFields\n        paymentDue {\n          purpose\n          amount\n          currency\n          preparing\n          settling\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProfileStartDuesPayment($invoiceId: ID!) {\n    startDuesPayment(invoiceId: $invoiceId) {\n      purpose\n      url\n      amount\n      currency\n    }\n  }\n"): (typeof documents)["\n  mutation ProfileStartDuesPayment($invoiceId: ID!) {\n    startDuesPayment(invoiceId: $invoiceId) {\n      purpose\n      url\n      amount\n      currency\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPasskeys {\n    myPasskeys {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n"): (typeof documents)["\n  query MyPasskeys {\n    myPasskeys {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PasskeyStartRegistration {\n    startPasskeyRegistration {\n      optionsJSON\n    }\n  }\n"): (typeof documents)["\n  mutation PasskeyStartRegistration {\n    startPasskeyRegistration {\n      optionsJSON\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PasskeyFinishRegistration($name: String!, $response: String!) {\n    finishPasskeyRegistration(name: $name, response: $response) {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n"): (typeof documents)["\n  mutation PasskeyFinishRegistration($name: String!, $response: String!) {\n    finishPasskeyRegistration(name: $name, response: $response) {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PasskeyDelete($id: ID!) {\n    deletePasskey(id: $id)\n  }\n"): (typeof documents)["\n  mutation PasskeyDelete($id: ID!) {\n    deletePasskey(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PasskeyStartSignIn {\n    startPasskeySignIn {\n      optionsJSON\n    }\n  }\n"): (typeof documents)["\n  mutation PasskeyStartSignIn {\n    startPasskeySignIn {\n      optionsJSON\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PasskeySignIn($response: String!) {\n    signInWithPasskey(response: $response) {\n      id\n      username\n      email\n      fullName\n      isAdmin\n      isParent\n      language\n    }\n  }\n"): (typeof documents)["\n  mutation PasskeySignIn($response: String!) {\n    signInWithPasskey(response: $response) {\n      id\n      username\n      email\n      fullName\n      isAdmin\n      isParent\n      language\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingPaymentFields on Payment {\n    id\n    purpose\n    amount\n    refundedAmount\n    currency\n    method\n    providerReference\n    status\n    tickedStep\n    receivedAt\n    createdAt\n    refunds {\n      id\n      amount\n      reason\n      status\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  fragment BookingPaymentFields on Payment {\n    id\n    purpose\n    amount\n    refundedAmount\n    currency\n    method\n    providerReference\n    status\n    tickedStep\n    receivedAt\n    createdAt\n    refunds {\n      id\n      amount\n      reason\n      status\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileFields on MyProfile {\n    user {\n      id\n      fullName\n      email\n      username\n      phone\n      whatsappPhone\n      bio\n      language\n    }\n    whatsappOptInAt\n    preferences {\n      emailNotifications\n      whatsappEventReminders\n      whatsappAnnouncements\n      reminderTimingHours\n    }\n    language\n  }\n"): (typeof documents)["\n  fragment ProfileFields on MyProfile {\n    user {\n      id\n      fullName\n      email\n      username\n      phone\n      whatsappPhone\n      bio\n      language\n    }\n    whatsappOptInAt\n    preferences {\n      emailNotifications\n      whatsappEventReminders\n      whatsappAnnouncements\n      reminderTimingHours\n    }\n    language\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileMine {\n    myProfile {\n      ...ProfileFields\n    }\n  }\n"): (typeof documents)["\n  query ProfileMine {\n    myProfile {\n      ...ProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProfileUpdate($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...ProfileFields\n    }\n  }\n"): (typeof documents)["\n  mutation ProfileUpdate($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...ProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPushSettings {\n    myPushSettings {\n      publicKey\n      devices {\n        id\n        name\n        createdAt\n        lastSentAt\n      }\n      preferences {\n        eventReminders\n        rsvpNeeded\n        waitlistPlace\n        bookingSteps\n        announcements\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyPushSettings {\n    myPushSettings {\n      publicKey\n      devices {\n        id\n        name\n        createdAt\n        lastSentAt\n      }\n      preferences {\n        eventReminders\n        rsvpNeeded\n        waitlistPlace\n        bookingSteps\n        announcements\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PushAddDevice($input: PushSubscriptionInput!) {\n    addPushDevice(input: $input) {\n      id\n      name\n      createdAt\n      lastSentAt\n    }\n  }\n"): (typeof documents)["\n  mutation PushAddDevice($input: PushSubscriptionInput!) {\n    addPushDevice(input: $input) {\n      id\n      name\n      createdAt\n      lastSentAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PushRemoveDevice($id: ID!) {\n    removePushDevice(id: $id)\n  }\n"): (typeof documents)["\n  mutation PushRemoveDevice($id: ID!) {\n    removePushDevice(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PushSavePreferences($input: PushPreferencesInput!) {\n    savePushPreferences(input: $input) {\n      eventReminders\n      rsvpNeeded\n      waitlistPlace\n      bookingSteps\n      announcements\n    }\n  }\n"): (typeof documents)["\n  mutation PushSavePreferences($input: PushPreferencesInput!) {\n    savePushPreferences(input: $input) {\n      eventReminders\n      rsvpNeeded\n      waitlistPlace\n      bookingSteps\n      announcements\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MeetingRoomFields on MeetingRoom {\n    id\n    name\n    description\n    capacity\n    location\n    amenities\n    pricePerMonth\n    deposit\n    minimumBookingMonths\n    isActive\n  }\n"): (typeof documents)["\n  fragment MeetingRoomFields on MeetingRoom {\n    id\n    name\n    description\n    capacity\n    location\n    amenities\n    pricePerMonth\n    deposit\n    minimumBookingMonths\n    isActive\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription RoomsMyBookingChanged {\n    myBookingChanged {\n      id\n    }\n  }\n"): (typeof documents)["\n  subscription RoomsMyBookingChanged {\n    myBookingChanged {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoomsActiveRooms {\n    meetingRooms {\n      ...MeetingRoomFields\n    }\n  }\n"): (typeof documents)["\n  query RoomsActiveRooms {\n    meetingRooms {\n      ...MeetingRoomFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoomsMyBookingRequests {\n    myRoomBookings {\n      id\n      startDate\n      endDate\n      durationMonths\n      status\n      depositCarriedOver\n      endingSoon\n      extendsBooking {\n        id\n      }\n      depositRequestedAt\n      depositReceivedAt\n      fullPaymentRequestedAt\n      fullPaymentReceivedAt\n      createdAt\n      reviewedAt\n      room {\n        id\n        name\n        pricePerMonth\n      }\n      invoice {\n        id\n        invoiceNumber\n        pdfUrl\n        totalAmount\n        depositAmount\n        monthlyAmount\n        depositPaid\n        paidInFull\n      }\n      paymentDue {\n        purpose\n        amount\n        currency\n        preparing\n        settling\n      }\n      payments {\n        ...BookingPaymentFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query RoomsMyBookingRequests {\n    myRoomBookings {\n      id\n      startDate\n      endDate\n      durationMonths\n      status\n      depositCarriedOver\n      endingSoon\n      extendsBooking {\n        id\n      }\n      depositRequestedAt\n      depositReceivedAt\n      fullPaymentRequestedAt\n      fullPaymentReceivedAt\n      createdAt\n      reviewedAt\n      room {\n        id\n        name\n        pricePerMonth\n      }\n      invoice {\n        id\n        invoiceNumber\n        pdfUrl\n        totalAmount\n        depositAmount\n        monthlyAmount\n        depositPaid\n        paidInFull\n      }\n      paymentDue {\n        purpose\n        amount\n        currency\n        preparing\n        settling\n      }\n      payments {\n        ...BookingPaymentFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RoomsStartPayment($bookingId: ID!) {\n    startPayment(bookingId: $bookingId) {\n      purpose\n      url\n      amount\n      currency\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation RoomsStartPayment($bookingId: ID!) {\n    startPayment(bookingId: $bookingId) {\n      purpose\n      url\n      amount\n      currency\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RoomsRequestBooking($input: RoomBookingRequestInput!) {\n    requestRoomBooking(input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation RoomsRequestBooking($input: RoomBookingRequestInput!) {\n    requestRoomBooking(input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RoomsExtendBooking($id: ID!, $input: RoomBookingExtensionInput!) {\n    extendRoomBooking(id: $id, input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation RoomsExtendBooking($id: ID!, $input: RoomBookingExtensionInput!) {\n    extendRoomBooking(id: $id, input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SsoProviders {\n    ssoProviders {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query SsoProviders {\n    ssoProviders {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SsoStart($provider: ID!) {\n    startSsoSignIn(provider: $provider) {\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation SsoStart($provider: ID!) {\n    startSsoSignIn(provider: $provider) {\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SsoFinish($provider: ID!, $callbackQuery: String!) {\n    finishSsoSignIn(provider: $provider, callbackQuery: $callbackQuery) {\n      id\n      username\n      email\n      fullName\n      isAdmin\n      isParent\n      language\n    }\n  }\n"): (typeof documents)["\n  mutation SsoFinish($provider: ID!, $callbackQuery: String!) {\n    finishSsoSignIn(provider: $provider, callbackQuery: $callbackQuery) {\n      id\n      username\n      email\n      fullName\n      isAdmin\n      isParent\n      language\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TwoFactorStart {\n    startTwoFactorEnrolment {\n      secret\n      otpauthUrl\n      qrCodeDataUrl\n    }\n  }\n"): (typeof documents)["\n  mutation TwoFactorStart {\n    startTwoFactorEnrolment {\n      secret\n      otpauthUrl\n      qrCodeDataUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TwoFactorConfirm($code: String!) {\n    confirmTwoFactorEnrolment(code: $code) {\n      codes\n    }\n  }\n"): (typeof documents)["\n  mutation TwoFactorConfirm($code: String!) {\n    confirmTwoFactorEnrolment(code: $code) {\n      codes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TwoFactorDisable($code: String!) {\n    disableTwoFactor(code: $code) {\n      enabled\n      required\n      recoveryCodesLeft\n    }\n  }\n"): (typeof documents)["\n  mutation TwoFactorDisable($code: String!) {\n    disableTwoFactor(code: $code) {\n      enabled\n      required\n      recoveryCodesLeft\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TwoFactorLogin($challenge: String!, $code: String!) {\n    loginWithTwoFactor(challenge: $challenge, code: $code) {\n      id\n      username\n      email\n      fullName\n      isAdmin\n      isParent\n      language\n    }\n  }\n"): (typeof documents)["\n  mutation TwoFactorLogin($challenge: String!, $code: String!) {\n    loginWithTwoFactor(challenge: $challenge, code: $code) {\n      id\n      username\n      email\n      fullName\n      isAdmin\n      isParent\n      language\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOfficeSecurity {\n    officeSecurity {\n      adminsRequireTwoFactor\n      ssoCreatesAccounts\n    }\n  }\n"): (typeof documents)["\n  query AdminOfficeSecurity {\n    officeSecurity {\n      adminsRequireTwoFactor\n      ssoCreatesAccounts\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetOfficeSecurity($required: Boolean!) {\n    setAdminsRequireTwoFactor(required: $required) {\n      adminsRequireTwoFactor\n      ssoCreatesAccounts\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetOfficeSecurity($required: Boolean!) {\n    setAdminsRequireTwoFactor(required: $required) {\n      adminsRequireTwoFactor\n      ssoCreatesAccounts\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetSsoCreatesAccounts($allowed: Boolean!) {\n    setSsoCreatesAccounts(allowed: $allowed) {\n      adminsRequireTwoFactor\n      ssoCreatesAccounts\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetSsoCreatesAccounts($allowed: Boolean!) {\n    setSsoCreatesAccounts(allowed: $allowed) {\n      adminsRequireTwoFactor\n      ssoCreatesAccounts\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TwoFactorStatus {\n    twoFactorStatus {\n      enabled\n      required\n      recoveryCodesLeft\n    }\n  }\n"): (typeof documents)["\n  query TwoFactorStatus {\n    twoFactorStatus {\n      enabled\n      required\n      recoveryCodesLeft\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OfficeSettings {\n    officeSettings {\n      currency\n      onlinePayments\n    }\n  }\n"): (typeof documents)["\n  query OfficeSettings {\n    officeSettings {\n      currency\n      onlinePayments\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      username\n      email\n      fullName\n      isAdmin\n      isParent\n      language\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      id\n      username\n      email\n      fullName\n      isAdmin\n      isParent\n      language\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;