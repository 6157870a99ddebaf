/**
 * rules/events.ts#concerns in SQL, for reads that filter many events at once (a member's lists and calendar, the
 * reminder sweep). An office event concerns everyone; a team event concerns the parents of the children it is relevant
 * to (rules/junior.ts#isRelevantToChild, with each child's placement read from its teams and their leagues).
 * api/src/modules/events/rule-twins.test.ts feeds these and the rule the same cases.
 */

/** The event names no team and no relevance: the whole office's. */
export const officeEventSql = (e: string) => `(${e}.team_id IS NULL AND ${e}.teams_involved = '{}' AND ${e}.relevance_type IS NULL)`;

/** A child of `parent` (an SQL expression: a parameter or a column) is one the team event is relevant to. */
export const familyEventSql = (e: string, parent: string) => `EXISTS (
    SELECT 1 FROM children c
     WHERE c.parent_id = ${parent}
       AND (${e}.relevance_type = 'all'
         OR (${e}.relevance_type = 'age_group' AND (c.age_group = ${e}.age_group_relevance OR EXISTS (
               SELECT 1 FROM team_members tm JOIN teams t ON t.id = tm.team_id JOIN leagues l ON l.id = t.league_id
                WHERE tm.child_id = c.id AND l.age_group = ${e}.age_group_relevance)))
         OR (coalesce(${e}.relevance_type, 'team') = 'team' AND EXISTS (
               SELECT 1 FROM team_members tm
                WHERE tm.child_id = c.id AND (tm.team_id = ${e}.team_id OR tm.team_id = ANY (${e}.teams_involved))))))`;

/** The event concerns `member`: an office event, or (when `parent`) a team event relevant to one of their children. */
export const concernsSql = (e: string, member: string, parent: boolean | string) =>
  parent === false ? officeEventSql(e) : parent === true ? `(${officeEventSql(e)} OR ${familyEventSql(e, member)})` : `(${officeEventSql(e)} OR (${parent} AND ${familyEventSql(e, member)}))`;
