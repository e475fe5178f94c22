import type { FieldRole } from "../schema/semantic-model.js";
import { SPORTS_WORDS } from "./value-data.js";

/**
 * The field-semantics table: which kind of value a field holds, read from its name (snake words,
 * e.g. `departure_airport`), description, format, semantic role, entity and domain. The first
 * rule that fits wins, so specific rules come before general ones. Pure data: the sampler in
 * `values.ts` knows how to make a value of each kind.
 *
 * A rule fits when any of `name` / `desc` / `format` / `pattern` / `role` matches, and every filter
 * (`entity`, `type`, `domain`, `notName`, `notDomain`, `notDesc`) holds.
 */
export interface SemanticRule {
  kind: string;
  /** Regex source over the field name as snake words (`flight_number`). */
  name?: string;
  /** Regex source over the field description (case-insensitive). */
  desc?: string;
  format?: string[];
  /** Regex source over the schema's own `pattern` (`^\\^arn:` for ARNs). */
  pattern?: string;
  /** Regex source over the schema's `contentMediaType` (`application/jwt` for a raw body). */
  media?: string;
  role?: FieldRole[];
  /** Filter: regex source over the entity name or noun. */
  entity?: string;
  /** Filter: JSON type of the value. */
  type?: "string" | "number" | "boolean";
  /** Filter: regex source over the domain text. */
  domain?: string;
  /** Filter: the name must not match this. */
  notName?: string;
  /** Filter: regex source the domain text must not match. */
  notDomain?: string;
  /** Filter: regex source the field description must not match (case-insensitive). */
  notDesc?: string;
}

/** Nouns of records that are people: their display name is a person's name. */
export const PERSON_NOUNS =
  "patient|doctor|customer|employee|user|member|people|person|student|teacher|author|driver|guest|passenger|client|owner|tenant|candidate|contact|staff|agent|physician|nurse|borrower|reader|player|manager|writer|director|actor|artist|editor|assignee|reviewer|creator|traveler|traveller|attendee|participant|subscriber|volunteer|instructor|coach|technician|mechanic|approver|requester|recipient|sender|friend|follower|account_holder|applicant|resident|profile|user_profile|account";

/** Words of environments that build and run software (where a `task` is a job). */
export const SOFTWARE_WORDS =
  "\\b(deploy\\w*|devops|cloud|servers?|hosting|kubernetes|containers?|docker|git(hub|lab)?|repositor(y|ies)|microservices?|webhooks?|builds?|pipelines?|sdks?|software|saas|observability|monitoring)\\b";

/** Platforms whose tenants are customer organisations, not people renting a home. */
export const PLATFORM_TENANT_WORDS = `${SOFTWARE_WORDS}|\\b(identity|auth\\w*|multi-?tenan\\w*|sso|saml|oauth|oidc)\\b`;

const CLOUD =
  "\\b(aws|amazon web services|azure|gcp|google cloud|cloud|ec2|outposts?|s3|kubernetes|compute)\\b";
/** Cloud providers, also by the names their AWS services go by (`amazon-memory-db`). */
const CLOUD_OR_AWS = `${CLOUD}|\\b(amazon|aws)-|\\bamazon\\b|\\bazure\\b|googleapis`;
/** Groups cloud services keep of their own resources (a parameter group, a subnet group). */
const INFRA_GROUPS =
  "parameter|subnet|security|log|placement|option|db_subnet|db_parameter|cache_subnet|cache_parameter|target|node|auto_scaling|replication|resource|capacity|network";
const RACING = "\\b(racing|racecards?|horses?|jockeys?|racecourses?|thoroughbreds?|furlongs?)\\b";

/**
 * A numbered line that the doc says is a line of text printed somewhere (PDFBlocks' text
 * watermark `line_1`: "The first line of text of the watermark."), not an address line: the
 * watermark said "38 Edgewood Ave, Floor 3" (dev52, stop 55 lead read).
 */
const TEXT_LINE = "\\blines? of (the )?text\\b|\\bwatermark|\\bcaption\\b|\\bbanner\\b";

/** Environments about DNS: domains, zones, name servers. */
const DNS_DOMAIN = "\\b(dns|domains?|zones?|nameservers?)\\b";
export const FIELD_SEMANTICS: SemanticRule[] = [
  // A key a key management service holds ("Customer-managed Encryption Key available through
  // Google's Key Management Service") is named by its path there, never "Partner integration"
  // (Composer's `kmsKeyName`, fresh72).
  {
    kind: "kms-key-name",
    name: "(^|_)(kms_key|kms_key_name|crypto_key_name)$",
    domain: "\\bgoogle|\\bgcp\\b|\\bkey management service\\b",
    type: "string",
  },
  // An app's id in an Android doc is a Java package name
  // (`com.example.mdm`), never a library's name: Android provisioning's DPC `packageName` was
  // "tokio" (fresh73 blind readers N).
  // …and so is one whose name says Android (Digital Asset Links' `source.androidApp.packageName`,
  // "express" in fresh73, where the doc's prose never says "android").
  { kind: "app-package", name: "(^|_)android_(app_)?package(_name)?$", type: "string" },
  // …also nested under the app it names (`source.androidApp.packageName`, once records are
  // shaped from the list's output rather than flattened inputs).
  {
    kind: "app-package",
    name: "^package(_name)?$",
    entity: "(^|_)android_?(app|application)s?$",
    type: "string",
  },
  {
    kind: "app-package",
    name: "(^|_)(package_name|app_package|application_package)$",
    domain: "\\bandroid\\b|\\bgoogle play\\b|\\bapks?\\b",
    type: "string",
  },
  // A cost category names a way to split costs ("Team", "Environment"), and its values are the
  // parts ("Engineering", "prod"): "prod-category-reference" with values ["forecast",
  // "subscription"] was filler (fresh69 blind readers N, AWS Cost Explorer).
  {
    kind: "cost-category-name",
    desc: "^(the )?(unique )?names? of (the |a |your )?cost categor(y|ies)\\b",
    type: "string",
  },
  {
    kind: "cost-category-value",
    desc: "\\bcost categor(y|ies) values?\\b|\\bvalues? (for|of|in) (the |a |this )?(specific )?cost category\\b",
    type: "string",
    notName: "(^|_)(key|name|names|arn|id)$",
  },
  // What a QR code or a barcode encodes: a link or a short text, never a note about the code.
  {
    kind: "encoded-content",
    desc: "\\b(to be )?encoded\\b.*\\b(qr|bar ?code|code)\\b|\\b(qr|bar ?code)\\b.*\\b(content|data|payload)\\b",
    type: "string",
  },
  {
    kind: "encoded-content",
    name: "^(text|data|content|value|payload)$",
    entity: "(^|_)(qr|qr_code|qrcode|barcode)$",
    type: "string",
  },
  // A chart's configuration (Chart.js): a small chart with data, never "London chart".
  {
    kind: "chart-config",
    desc: "\\bchart\\.?js\\b|\\bchart config(uration)?\\b",
    name: "^(chart_config|chart_configuration)$",
    type: "string",
  },
  // A time zone's offset from UTC: whole or half hours (as minutes), −12 h … +14 h.
  {
    kind: "utc-offset",
    name: "(^|_)(utc|gmt|tz|time_?zone|zone)_offset(_minutes|_mins|_hours|_seconds|_secs)?$|^(utc|gmt)_?offset$|^(raw|std|standard|dst|daylight)_(utc_)?offset$",
  },
  // A top-level domain's name is one ("com", "io"), never "test-level-domain" (fresh70 Azure
  // top-level domains).
  { kind: "tld", name: "^name$", entity: "(^|_)top_level_domains?$", type: "string" },
  // A time zone record's names ("Central Standard Time"), never a person's or "Timezone 8".
  {
    kind: "zone-name",
    name: "^(display|standard|daylight|long|short|generic)?_?name$",
    entity: "(^|_)(time_?zone|tz)$",
    type: "string",
  },
  // An image's size or margin in pixels ("The width of the QR code in pixels"): 300, not 2.
  {
    kind: "pixel-size",
    desc: "\\bin pixels\\b|\\bpixels?\\b|\\bpx\\b",
    type: "number",
    notName: "(^|_)(count|total|ratio|scale|zoom|quality|delay|id)$",
  },
  // A count of audio channels ("The number of audio channels in the segment"): mono or stereo,
  // now and then 5.1 — never 61 (fresh69 blind readers N, PRSS segments).
  {
    kind: "audio-channels",
    desc: "\\b(number|count) of (audio )?channels\\b[^.]*\\b(audio|recording|segment|track|file|stream|sound)\\b|\\b(number|count) of audio channels\\b|\\baudio channel count\\b",
    type: "number",
    notName: "(^|_)(id|index|tag|max|min|limit|maximum|minimum)(_|$)",
  },
  // A file's size in bytes ("The size of the audio content file in bytes"): what such a file
  // weighs (megabytes of audio), never 89 bytes.
  {
    kind: "byte-size",
    name: "(^|_)(file_?size|filesize|size_in_bytes|size_bytes|byte_size|content_length)$",
    desc: "\\bsize\\b[^.]*\\bin bytes\\b",
    // A size the doc types as text (`file_size_in_bytes: string`) is still a number of bytes,
    // never base64 read from its `_bytes`.
    notName: "(^|_)(max|min|limit|maximum|minimum|total|count)(_|$)",
  },
  // US employer identification number ("12-3456789").
  {
    kind: "tax-id",
    name: "^(ein|fein|tin|tax_id|taxpayer_id|federal_tax_id|employer_identification_number)$",
  },
  // A VAT registration number: the country's prefix and digits ("DE123456789"), never a word of
  // the doc (Clever Cloud's organisations had "VAT": "product", fresh38 dev).
  {
    kind: "vat-number",
    name: "^(vat|vat_number|vat_id|vat_no|vatin|vat_code|vat_registration_number|vat_reg_number)$",
    type: "string",
  },
  // Bank details have their own shapes: a BIC ("OTPVHUHB"), an IBAN, a routing number, an
  // account number of digits — never "SWI-3281" or a word of the doc.
  { kind: "bic", name: "(^|_)(swift|bic|swift_code|bic_code|swift_bic)$", type: "string" },
  { kind: "iban", name: "(^|_)iban(_number)?$", type: "string" },
  { kind: "routing-number", name: "(^|_)(routing_number|aba_number|sort_code)$", type: "string" },
  {
    kind: "bank-account-number",
    name: "(^|_)account_(number|no)$",
    type: "string",
  },
  // A certificate or a private key is a PEM block a service uploads, never a short code.
  { kind: "pem", name: "(^|_)(certificate|cert|private_key|public_key)$", type: "string" },
  // What a moderator answers the person who reported something: a sentence, not "MR-9479".
  {
    kind: "text:moderation-reply",
    name: "(^|_)(moderation|moderator)_(response|reply|answer|comment|note|message)$",
    type: "string",
  },
  {
    kind: "text:moderation-reply",
    name: "^(response|reply|answer)$",
    entity: "abuse|report|complaint|flag|appeal",
    type: "string",
  },
  // Seconds into a video or a track ("the current player time"), never an epoch instant.
  {
    kind: "media-position",
    name: "^(current_time|playback_(time|position)|position_(seconds|secs)|watched_seconds|elapsed_seconds)$",
    type: "number",
  },
  // A content licence ("Attribution - Share Alike") or a software one ("MIT").
  { kind: "licence", name: "(^|_)(licen[cs]e|licen[cs]e_name)$", type: "string" },
  // A page's or a record's `links` (JSON:API, HAL) are addresses by relation: `self`, `next`,
  // `about` — never a word of the doc (Up's webhooks had `"links":{"self":"balance"}`, fresh53
  // dev; eDRV's organisation links `"contact":"Irene Wyman"`, fresh54 dev).
  {
    kind: "url",
    name: "^(?!(rel|method|type|title|name|label|description|hreflang|media|templated|count|total)$).+$",
    entity: "(^|_)links?$",
    type: "string",
  },
  // Who may see a record: public, unlisted, private.
  { kind: "privacy", name: "(^|_)privacy(_(policy|setting|level|status))?$", type: "string" },
  // A DICOM unique identifier (SOP / series / study instance UID): dotted numbers under a root.
  { kind: "dicom-uid", name: "(^|_)instance_uid$", type: "string" },
  // A DICOM application entity title ("PACS_MAIN"): uppercase, at most 16 characters.
  { kind: "ae-title", name: "(^|_)ae_?title$", type: "string" },
  // A person's role in a system, where the doc lists none.
  { kind: "role", name: "^(role|user_role|role_name|access_role)$", type: "string" },
  // Identifiers whose shape the platform fixes: an ARN is built from its parts.
  { kind: "arn", name: "(^|_)arn$", pattern: "^\\^?\\(?arn:", type: "string" },
  // An AWS service's execution role is an IAM role's ARN ("Specifies the IAM role that the
  // application uses"), never "admin".
  {
    kind: "arn",
    name: "(^|_)(service_execution_role|execution_role|service_role|role_arn|iam_role)$",
    type: "string",
    domain: CLOUD_OR_AWS,
  },
  // "Group resource name", "Format: labels/{label}": a path of collection names and ids.
  {
    kind: "resource-name",
    // "the configuration set Amazon Resource Name (ARN)" is an ARN's spelled-out name, not a
    // resource path (fresh59: ConfigurationSetName "amazons/0v6cdbv19i", readers N/U); nor is
    // Azure's "Azure resource name", a plain name (fresh66: diagnostic settings "azures/723a1ygtha").
    // "The resource that owns the locations collection" (every Google API's locations list): a
    // project's resource name.
    desc: "(?<!(amazon|azure) )\\bresource name\\b|format:\\s*[`\"']?[a-z]+/\\{|`[a-z]+/[a-z{}_-]+`|\\bowns the locations collection\\b",
    type: "string",
    // worldtimeapi's `timezone` "in `Area/Location` … format" is a zone ("America/Denver"), never
    // "timezones/yhxhjk829e" (fresh45 dev).
    notName: "(display|first|last|full|user)_name$|(^|_)(time_?zone|tz)$",
    // Azure's own "Resource Name." is the plain name its path takes (a top-level domain's
    // "com"): seeded "top_level_domains/zknucy7vxy", every request read out a tool's identifier.
    notDomain: "\\bazure\\b",
  },
  // A zone's abbreviation (worldtimeapi's "the abbreviated name of the timezone"): "MST", never
  // "timezone" or "ABB-7581".
  {
    kind: "zone-abbreviation",
    name: "^(tz|zone|time_?zone)_abbreviation$",
    desc: "\\babbreviat\\w* (name )?of the time ?zone\\b|\\btime ?zone abbreviation\\b",
    type: "string",
  },
  // Formats the doc states win over names.
  // "The HTTP status of the URL requested": a status a server answers with (200, 404), never 49.
  {
    kind: "http-status",
    name: "(^|_)(http_status|http_status_code|http_code|status_code|response_code)$",
    desc: "\\bhttp (status|response)( code)?\\b",
    notName: "(^|_)(text|message|reason|description|name|class)$",
  },
  { kind: "uuid", format: ["uuid"], name: "(^|_)(uuid|guid)$" },
  { kind: "email", format: ["email"], name: "(^|_)e?mail(_address)?$", role: ["email"] },
  {
    kind: "url",
    format: ["uri", "url", "uri-reference", "iri"],
    role: ["url"],
    name: "(^|_)(url|website|homepage|link|href|uri)$",
  },
  // An emoji's shortcode is what people type between colons (`blobcat`), never a word of the doc:
  // Mastodon's custom emojis were "unpin", "unsuspend", "bookmark" (fresh49 dev).
  {
    kind: "emoji-shortcode",
    name: "^(shortcode|short_code|emoji_code|emoji_name)$",
    type: "string",
  },
  // "array of urls of performance results" for meshery's `endpoints`: the doc says they are links.
  {
    kind: "url",
    desc: "^(?:an? |the )?(?:array|list|set) of (?:urls|uris|links)\\b",
    type: "string",
  },
  // "The URL where the group can be accessed": SCIM's meta `location` is an address, never
  // "Main Street Cafe" (fresh55 blind readers N).
  {
    kind: "url",
    desc: "^(?:an? |the )?(?:full |absolute |public |canonical )?(?:url|uri|web address)\\b",
    type: "string",
    notName: "(^|_)(type|kind|category|status|format|mode|id|name|title|label)$",
  },
  // "IP address to use": an `address` the doc calls an IP address is no street.
  {
    kind: "ipv4",
    format: ["ipv4"],
    name: "(^|_)ip(_address)?$",
    desc: "^(the )?IP(v4)? address\\b",
  },
  // A network gateway's or BGP peer's own address is an IP: Azure VNet gateways' `localAddress`
  // "The virtual network gateway's local address." held "25 S Wabash Ave, Chicago" (fresh71).
  {
    kind: "ipv4",
    name: "(^|_)(local|remote|peer|peering|bgp_peering|gateway|neighbor|next_hop)_address$",
    domain: "\\b(networks?|networking|vpn|gateways?|bgp|firewalls?|routers?)\\b",
    type: "string",
  },
  { kind: "ipv6", format: ["ipv6"] },
  // A CIDR block is an address range, never the service its doc names as an example: Bare Metal
  // Solution's `servicesCidr` "IP range for reserved for services (e.g. NFS)." held "NFS"
  // (fresh62 blind readers N).
  { kind: "cidr", name: "(^|_)cidrs?(_block|_range)?$", type: "string" },
  // A device's hardware address is a MAC address, never a street: Panorama's `HwAddress` "The
  // device's physical address." held "308 Dundas St W, Toronto" (fresh60 blind readers N).
  {
    kind: "mac-address",
    name: "(^|_)(hw_address|hardware_address|mac(_address)?|mac_addr)$",
    desc: "\\b(mac|hardware|ethernet) address\\b",
    type: "string",
  },
  // An SQL statement to run is SQL ("SELECT … FROM orders …"), never "SQL-6474" (RDS Data API's
  // `sql` "The SQL statement to run"; lead check of the sampler, stop 56).
  {
    kind: "sql-statement",
    name: "^(sql|sqls|sql_statement|sql_query|sql_text|sql_string)$",
    type: "string",
  },
  // A database's name is one a team gives it ("orders_db"), never "DAT-5939".
  {
    kind: "database-name",
    name: "^(database|database_name|db_name|dbname|db)$",
    type: "string",
    notDesc: "\\b(type|engine|kind|vendor)\\b",
  },
  // A cloud machine's size is the provider's type ("db.r6g.large", "Standard_D2s_v3",
  // "e2-standard-4"), never "reserved node" (MemoryDB `NodeType`, fresh60 dev).
  {
    kind: "instance-type",
    name: "(^|_)(node_type|instance_type|instance_class|db_instance_class|vm_size|machine_type|cache_node_type|instance_size)$",
    type: "string",
    domain: CLOUD_OR_AWS,
  },
  // A software release a cloud service runs is the provider's label ("emr-6.15.0"), never a
  // project milestone: EMR Serverless' `releaseLabel` "The Amazon EMR release associated with the
  // application" held "Security review" / "GA release" (fresh62 blind readers N on 15 of 60).
  {
    kind: "software-release",
    name: "^(release_label|release_version|emr_release_label|emr_release)$",
    type: "string",
    domain: CLOUD_OR_AWS,
  },
  // How often a recurring charge is billed ("Hourly"), never "51.24".
  {
    kind: "charge-frequency",
    name: "(^|_)(recurring_charge_frequency|charge_frequency|billing_frequency|billing_period|billing_cycle)$",
    type: "string",
  },
  // A parameter, subnet or security group of a cloud service is named as engineers name them
  // ("prod-subnets"), never a team of people ("Interns", "Everyone"; MemoryDB, fresh60 dev).
  {
    kind: "infra-group-name",
    name: `(^|_)(${INFRA_GROUPS})_group_(name|id)$`,
    type: "string",
    domain: CLOUD_OR_AWS,
  },
  // …and such a group's own name.
  {
    kind: "infra-group-name",
    name: "^(name|group_name)$",
    entity: `(^|_)(${INFRA_GROUPS})_?groups?$`,
    type: "string",
    domain: CLOUD_OR_AWS,
  },
  // A key prefix in a bucket ("packages/bin/"), never a place: Panorama's `BinaryPrefixLocation`
  // "The location's binary prefix." held "Main Street Cafe" (fresh60 blind readers N).
  {
    kind: "object-prefix",
    name: "(^|_)prefix_location$|(^|_)(key|object|s3|path|folder|bucket)_prefix$|(^|_)object_key$",
    type: "string",
  },
  // A DNS record's value by its type: an A record is an address, a CNAME or NS record a host
  // ("CNAME": ["Main c"] in a domain index, f30).
  { kind: "ipv4", name: "^a(_records?)?$", domain: DNS_DOMAIN },
  { kind: "ipv6", name: "^aaaa(_records?)?$", domain: DNS_DOMAIN },
  { kind: "hostname", name: "^(cname|ns|nameservers?)(_records?)?$", domain: DNS_DOMAIN },
  { kind: "hostname", format: ["hostname"], name: "(^|_)(hostname|host|domain(_name)?)$" },
  // A host the doc calls a hostname or a fully qualified domain name: Migration Hub Strategy's
  // collector `hostName` "Hostname of the server that is hosting the collector." held "Ferne
  // Roob" (fresh72 blind readers N).
  {
    kind: "hostname",
    name: "(^|_)(host_name|fqdn)$",
    desc: "^(the )?([\\w-]+ )?(host ?name|fully qualified domain name|fqdn)s?\\b",
    type: "string",
  },
  // An object's key in a bucket: Migration Hub's `s3key` "The Amazon S3 key name of the import
  // file." was "S3K-8619" (fresh72 blind readers N).
  {
    kind: "object-key",
    name: "(^|_)s3_?key$",
    desc: "\\bs3 (object )?key( name)? of\\b",
    type: "string",
    notName: "(^|_)(prefix|id|ids|arn|bucket)$",
  },
  // A size the doc calls a specifier names a size ("S1", "P2v3"): Azure App Service plans'
  // `sku.size` "Size specifier of the resource SKU." held "80.542" (fresh72 blind readers N).
  {
    kind: "size-code",
    desc: "\\bsize specifier\\b|\\b(sku|instance|vm|machine) size (name|code)\\b",
    type: "string",
  },
  // Opening hours: PTV's `outlet_business_hour_mon` "The business hours on Monday" held a
  // company's name, "Strosin, Lesch and Mayert" (fresh72 blind readers N).
  {
    kind: "opening-hours",
    name: "(^|_)(business|opening|office|trading|working|operating|store|shop)_hours?(_[a-z]+)?$|^(hours_of_operation|opening_times?)$",
    desc: "^(the )?(\\w+ )?(business|opening|office|trading|working|operating) hours\\b|^(the )?hours of operation\\b",
    type: "string",
    notName: "(^|_)(id|ids|zone|timezone|tz|type|enabled|count|number)$",
  },
  // A span a quota or a bill is counted over: CityContext's usage `period` beside `periodStart`
  // and `periodEnd` held "15.5" (fresh72 blind readers N). Orbital periods stay numbers.
  {
    kind: "period-span",
    name: "^(billing|usage|subscription|reporting|quota|plan|accounting|renewal)?_?period$",
    type: "string",
    notDomain: "\\b(orbit\\w*|planet\\w*|asteroids?|comets?|astronom\\w*|satellites?|nasa)\\b",
  },
  // Which field results are sorted by ("Which field to use when ordering the results"): a field
  // name, descending with a minus — never a word to match ("ordering": "real").
  {
    kind: "sort-key",
    name: "^(ordering|order_by|orderby|sort|sort_by|sortby|sort_field|order_field)$",
    desc: "\\bwhich field to use when ordering\\b|\\bfield to (sort|order) by\\b",
    type: "string",
  },
  // Custom HTTP headers sent with a request: "Name: value" lines.
  {
    kind: "http-header",
    name: "(^|_)(headers|http_headers|custom_headers|request_headers)$",
    type: "string",
  },
  // A storage bucket's name ("acme-screenshots"): lower case words joined by dashes.
  { kind: "bucket", name: "(^|_)bucket(_name)?$", type: "string" },
  { kind: "password", format: ["password"], name: "(^|_)password$" },
  // Credentials: the environment fills them; a plausible key, never a sentence. WikiPathways'
  // `auth` ("The authentication key", "The authentication info") is one, not "AUT-1221".
  {
    kind: "credential",
    name: "(^|_)(secret_key|api_key|apikey|access_key|secret|client_secret|access_token|auth_token|authtoken|accesstoken|apitoken|token|subscription_key)$|^(auth|authentication|authorization|auth_(key|info|data|code|string))$",
    desc: "^(the |your |an? )?(api|authentication|auth|access|bearer) (key|token|info|information|data|credentials?)\\b",
    notName:
      "(^|_)(type|types|method|methods|url|uri|endpoint|required|enabled|scheme|mode|header|expires?|expiry|expires_at|expiration|scope|scopes)$",
    type: "string",
  },
  // A number that reaches a person's phone (`recipientNumber` "the phone number of the recipient
  // to send to", `msisdn`, `to_number`): a phone number, never "REC-4937".
  {
    kind: "phone",
    name: "^(msisdn|msisdns|(recipient|sender|destination|caller|callee|to|from|mobile|cell|sms|whatsapp|contact|forward|forwarding|callback|reply)_(number|no|msisdn|phone))$",
    desc: "\\b(tele)?phone numbers?\\b|\\bmobile numbers?\\b|\\bmsisdns?\\b|^(the )?((mobile|phone|cell) )?numbers? (to send|to text|to call|to message)( the (sms|message|text))? to\\b",
    notName:
      "(^|_)(id|ids|type|types|count|verified|country|code|prefix|format|extension|ext|status|valid|allowed|enabled|label|name|description|note|notes|email|emails|url|is_[a-z_]+|has_[a-z_]+)$",
    type: "string",
  },
  // The same number held as an integer (d7networks' `to` "Destination Mobile Number", format
  // int64): its digits in international form, never a count.
  {
    kind: "phone-digits",
    name: "^(msisdn|(recipient|sender|destination|caller|callee|to|from|mobile|cell|sms|whatsapp|contact|forward|forwarding|callback|reply)_(number|no|msisdn|phone))$",
    desc: "\\b(tele)?phone numbers?\\b|\\bmobile numbers?\\b|\\bmsisdns?\\b",
    notName:
      "(^|_)(id|ids|type|types|count|verified|country|code|prefix|format|extension|ext|status|valid|allowed|enabled|label|name|description|note|notes|email|emails|url|is_[a-z_]+|has_[a-z_]+)$",
    type: "number",
  },
  // Who an SMS is from (d7networks' `from` "Sender ID / Number"): an alphanumeric sender ID of a
  // business (at most 11 characters), never a random word ("send the SMS from territory", fresh40).
  {
    kind: "sms-sender",
    name: "^(sender_id|originator|source_addr)$",
    desc: "\\bsender ?id\\b|\\boriginator\\b",
    type: "string",
  },
  // The week of the year the clock is in (worldtimeapi's `week_number` "the current week number"):
  // the clock's ISO week, not week 38 beside day 5 of the year.
  {
    kind: "calendar-part",
    desc: "\\b(current|iso) week( number)?\\b|\\bweek of the year\\b",
    type: "number",
  },
  // The place of a thing in its sequence (`series_number` "Unique enumerated identifier of the
  // series within its brand", `episode_number`, `chapter_no`): a small whole number, not "SER-6676".
  {
    kind: "ordinal",
    name: "^(episode|series|season|chapter|volume|vol|issue|part|track|lesson|round|week|stage|disc|step|lap|leg|heat|edition|verse|act|scene|section|semester|revision|sequence|seq|installment|instalment|module|unit|match|game|race|stop)_(number|no|num|nr)$",
    desc: "\\benumerated identifier\\b|\\b(ordinal|sequence) number of the\\b",
    notName: "(^|_)(id|ids|uid|uuid|guid|key)$",
  },
  // A colour the doc gives in hex ("The hex value of the color to retrieve without '#'",
  // `hex_color`, `color_hex`): `1e90ff`, never "teal".
  {
    kind: "color",
    name: "^(hex|hex_(colou?r|code|value)|colou?r_(hex|code|value))$",
    desc: "\\bhex(adecimal)?\\b[^.]*\\bcolou?rs?\\b|\\bcolou?rs?\\b[^.]*\\bhex(adecimal)?\\b",
    notName: "(^|_)(id|ids|name|names|count|format)$",
    type: "string",
  },
  // A document in the format its name or doc gives (`gpml` "The GPML code for the new pathway",
  // `xml`, `geojson`): that format, naming its record — never "GPM-5791".
  {
    kind: "format-document",
    name: "^(gpml|xml|sbml|kml|gpx|svg|rdf|biopax|json|geojson|yaml|yml|csv|tsv|markdown)(_(code|content|data|document|doc|string|text|body|source|payload))?$",
    desc: "^(the |an? )?(new |updated |full |raw )?(gpml|xml|sbml|kml|gpx|svg|rdf|geojson|json|yaml|csv|markdown) (code|document|content|data|string|text|body|source|markup|payload)\\b",
    notName:
      "(^|_)(url|uri|href|link|path|file|file_?name|filename|id|type|format|version|schema)$",
    type: "string",
  },
  // A JSON Web Token (RFC 7519): sent as `application/jwt` or named one — three base64url parts,
  // never a sentence or bare base64.
  {
    kind: "jwt",
    media: "^application/(jwt|jose|secevent\\+jwt)$",
    name: "(^|_)(jwt|id_token|signed_jwt|jws)$",
    desc: "^(an? |the )?(signed )?(jwt|json web token)\\b",
    type: "string",
  },
  // Raw bytes (`format: byte`, "base64"): base64 of something the field plausibly holds.
  {
    kind: "base64",
    format: ["byte", "base64"],
    desc: "\\bbase-?64\\b",
    name: "(^|_)(bytes|image_bytes|base64|b64|b64_json)$",
  },
  // Paging and result-size controls: a small count.
  {
    kind: "limit",
    name: "(^|_)(limit|max_return|max_results|max_items|max_count|topn|top_n|top|page_size|per_page|results_per_page|max)$",
    // "Records Per Page": a page size whatever the parameter is called (`rows`).
    desc: "\\b(records|results|items|rows|entries) per page\\b|\\bpage size\\b",
  },
  {
    kind: "offset",
    name: "^(offset|skip|start_index|limitstart|limit_start|start_at|first_result)$",
    desc: "\\b(record set )?start(ing)? position\\b|\\bnumber of (records|results|items) to skip\\b",
  },
  // Words and how a dictionary describes them.
  {
    kind: "word-class",
    name: "(lexical_category|part_of_speech|word_class|grammatical_category)$",
  },
  { kind: "ipa", name: "(phonetic_spelling|ipa|phonetic_transcription)$" },
  { kind: "phonetic-notation", name: "phonetic_notation$" },
  { kind: "audio-url", name: "(^|_)audio(_file|_url|_uri)?$" },
  {
    kind: "headword",
    name: "^(word|lemma|headword|inflection|root_word|word_id|match_string|inflected_form|derivative)$",
    type: "string",
  },
  // A question's own words (`text` of a health question definition) ask something.
  {
    kind: "text:question",
    name: "^(text|question|question_text|prompt)$",
    entity: "question",
  },
  {
    kind: "text:usage-example",
    name: "^(text|example|sentence)$",
    // `\bword`: Twine Health's `password` made its health questions dictionary sentences.
    domain: "dictionar|lexic|thesaur|\\bword|language",
  },
  // Validation messages.
  {
    kind: "text:error",
    name: "(^|_)error(_description|_message|_text|_detail)?$|(^|_)(fault|failure)_(reason|message)$",
    // "A detailed message describing the error in an Earth Observation job." (SageMaker
    // geospatial's `Message` said "OK" beside `"Type":"SERVER_ERROR"`, fresh74 readers N).
    desc: "^(an? |the )?((detailed|short|brief|human[- ]readable|descriptive) )?(error )?message (describing|explaining|that (describes|explains)|about|providing details about) (the |an? )?(errors?|failures?|problems?)\\b",
    type: "string",
  },
  // The title or detail of an error or warning record says what went wrong.
  {
    kind: "text:error",
    name: "^(title|detail|details|reason|description|summary)$",
    entity: "(^|_)(error|errors|problem|problems|fault|faults|failure|warning|warnings)$",
    type: "string",
  },
  // Source control.
  { kind: "repo", name: "^(repository|repo|repository_name|repo_name)$", type: "string" },
  // A commit's sha is written in full (40 hex), as git and its APIs answer it.
  { kind: "commit-sha", name: "(^|_)(commit_?sha|sha)$", type: "string" },
  {
    kind: "commit",
    name: "(^|_)(revision|rev|csid|changeset|changeset_id|commit|commit_id)$",
    type: "string",
  },
  // A file's checksum: hex of the digest's length.
  {
    kind: "digest",
    name: "(^|_)(sha_?1|sha_?256|sha_?512|md5|checksum|digest|file_hash|content_hash)$",
    type: "string",
  },
  { kind: "repo-path", name: "^(path|file_path|filepath)$", type: "string" },
  // Files.
  { kind: "file", name: "(^|_)(file|document|doc|attachment|upload)$", format: ["binary"] },
  { kind: "birth-date", name: "(date_of_birth|birth_?date|birthday|^dob)$" },
  // A birth date told in parts (NDHM's `dayOfBirth`, `monthOfBirth`, `yearOfBirth`): each part of
  // one adult's date, never a whole date ("dayOfBirth":"2025-12-22", fresh75 blind readers N).
  { kind: "birth-day", name: "(^|_)(day_of_birth|birth_day_of_month|dob_day)$" },
  { kind: "birth-month", name: "(^|_)(month_of_birth|birth_month|dob_month)$" },
  { kind: "birth-year", name: "(^|_)(year_of_birth|birth_year|yob|dob_year)$" },
  // Cloud platforms.
  { kind: "availability-zone-id", name: "availability_zone_id$" },
  { kind: "availability-zone", name: "(^|_)availability_zone(_name)?$" },
  {
    kind: "cloud-region",
    name: "(^|_)region(_name|_code)?$",
    domain: CLOUD,
    type: "string",
    notName: "state|province|address|shipping|billing",
  },
  { kind: "cloud-account", name: "(^|_)(account|owner)_id$", domain: CLOUD, type: "string" },
  { kind: "port", name: "(^|_)port$", type: "number" },
  // Horse racing.
  { kind: "racecourse", name: "^(course|course_name|racecourse|track|venue)$", domain: RACING },
  { kind: "going", name: "^(going|ground|track_condition|surface)$", domain: RACING },
  { kind: "furlongs", name: "(^|_)(distance_f|dist_f|furlongs)$" },
  { kind: "age-band", name: "^age_band$" },
  { kind: "race-class", name: "^(race_)?class$", domain: RACING },
  { kind: "horse", name: "^(horse|horse_name|sire|dam|damsire|dam_sire)$", domain: RACING },
  { kind: "small-count", name: "(^|_)(field_size|runners|num_runners)$", type: "string" },
  // Film and TV.
  { kind: "show", name: "^(tv_show_name|show_name|series_name|tv_show|series)$" },
  { kind: "text:synopsis", name: "^(synopsis|plot|storyline|overview)$" },
  // Travel.
  { kind: "flight-number", name: "flight(_(number|no|num|code|designator))?$", type: "string" },
  { kind: "airline", name: "^(airline|carrier)(_name)?$", domain: "flight|airline|airport|travel" },
  { kind: "airline-code", name: "^(airline|carrier)_(code|iata)$" },
  {
    kind: "airport-code",
    name: "(airport|origin|destination|departure|arrival|from|to)(_airport)?(_(code|iata))?$",
    domain: "flight|airline|airport",
    type: "string",
  },
  { kind: "airport-code", name: "(^|_)iata(_code)?$", desc: "\\biata\\b|airport code" },
  { kind: "airport-name", name: "airport(_name)?$" },
  { kind: "seat", name: "^seat(_(number|no))?$" },
  {
    kind: "record-locator",
    name: "(record_locator|pnr|booking_(reference|ref|code)|confirmation_(code|number))$",
  },
  { kind: "aircraft", name: "^(aircraft|airplane|plane)(_type)?$" },
  // Vehicles.
  { kind: "vin", name: "(^|_)vin$" },
  {
    kind: "license-plate",
    name: "(license|licence|number)_plate|^plate(_number)?$|registration_number",
  },
  // A device's maker and model, where the doc speaks of devices or phones: never a car's
  // (Android provisioning's "Tesla" "Model 3": "auto" of "automatically" read as a car word).
  {
    kind: "device-make",
    name: "^(make|manufacturer|device_manufacturer|device_make)$",
    domain: "\\b(devices?|phones?|handsets?|tablets?|android)\\b",
    notDomain: "\\b(vehicles?|cars?|fleets?|dealers?|garages?)\\b",
    type: "string",
  },
  {
    kind: "device-model",
    name: "^(model|device_model)$",
    domain: "\\b(devices?|phones?|handsets?|tablets?|android)\\b",
    notDomain: "\\b(vehicles?|cars?|fleets?|dealers?|garages?)\\b",
    type: "string",
  },
  {
    kind: "vehicle-make",
    name: "^(make|manufacturer|vehicle_make|car_make)$",
    domain: "vehicle|car\\b|cars\\b|fleet|auto|dealer|garage|rental",
  },
  { kind: "vehicle-make", name: "^(vehicle|car)_(make|manufacturer|brand)$" },
  {
    kind: "vehicle-model",
    name: "^(model|vehicle_model|car_model)$",
    domain: "vehicle|car\\b|cars\\b|fleet|auto|dealer|garage|rental",
  },
  { kind: "vehicle-model", name: "^(vehicle|car)_model$" },
  { kind: "vehicle-type", name: "^(vehicle|car)_type$" },
  // People.
  { kind: "middle-name", name: "(^|_)middle_?(name|initial)$" },
  { kind: "first-name", name: "(first|given|fore)_?name$" },
  { kind: "last-name", name: "(last|family|sur)_?name$|^surname$" },
  { kind: "username", name: "(^|_)(user_?name|login|handle|screen_name)$" },
  // "The member's DEV username", "The member's LinkedIn username": what the doc says the field
  // holds, whatever it is called (`devto` was "DEV-5187").
  {
    kind: "username",
    desc: "^(the )?([\\w.-]+'s )?([\\w.-]+ )?(user ?name|handle|screen name)\\b",
    type: "string",
    notName: "(^|_)(id|url|uri|link|email|password|secret|token)$",
  },
  // Docker Hub's `account` "Namespace to query audit logs for.": a namespace is an account's or
  // organization's handle, never "ACC-8804" (fresh55 blind readers, U).
  {
    kind: "username",
    desc: "^(the )?namespace\\b",
    type: "string",
    notName: "(^|_)(id|url|uri|link|email|password|secret|token)$",
  },
  { kind: "pronouns", name: "^(preferred_)?pronouns?$", type: "string" },
  // A tenant of an identity or cloud platform is a customer organisation, not a renter: Google
  // Identity Toolkit's "add a new tenant … Their name is Catharine Boehm" (fresh59 readers N).
  {
    kind: "company",
    name: "^(display_name|name|tenant_name)$",
    entity: "(^|_)tenants?$",
    domain: PLATFORM_TENANT_WORDS,
  },
  // A display name is a person's only on a person (a service offering's is its own label).
  {
    kind: "full-name",
    name: "^display_name$",
    entity: `(^|_)(${PERSON_NOUNS})$`,
  },
  {
    kind: "full-name",
    role: ["person-name"],
    name: "(full|contact|person|personal|japanese|chinese|korean|native|legal|patient|customer|employee|doctor|passenger|guest|driver|owner|author|student|member|user|client|recipient|sender)_name(_full|_latin)?$|^(author|owner|assignee|reporter|requester|moderator|reviewer|committer|participant|watcher|approver|manager)s?$",
  },
  {
    kind: "full-name",
    name: "^(jockey|trainer|breeder|rider|coach|instructor|actor|actors|director|directors|writer|writers|producer|cast|jockey_name|trainer_name|owner_name)$",
  },
  {
    kind: "user-email",
    name: "(^|_)[a-z]+ed_by$|^(creator|modifier|requester|approver)$",
    type: "string",
  },
  // A `group` is a category unless the doc says it is a mailing address.
  {
    kind: "group-email",
    name: "^(group_email|group_mail|mailing_list|distribution_list)$",
    type: "string",
  },
  { kind: "full-name", name: "^(person|member|user|contact)$", type: "string" },
  {
    kind: "phone",
    role: ["phone"],
    name: "(^|_)(phone|mobile|telephone|tel|fax|cell)(_(number|no))?$",
  },
  // A player's position in a sports API is where they play ("Quarterback"), never a job title
  // (collegefootballdata's recruits were "Forward Interactions Agent", fresh42 dev).
  {
    kind: "sports-position",
    name: "^(position|position_group|pos|primary_position|player_position)$",
    domain: SPORTS_WORDS,
    type: "string",
  },
  { kind: "job-title", name: "^(job_title|position|occupation)$" },
  // A `title` the doc calls a job title is one, whatever the record's noun: Open Skills'
  // normalized jobs went untitled ("one with a relevance score of 57.346", fresh68 readers B)
  // and its jobs were titled "cache-warmup" (N).
  {
    kind: "job-title",
    desc: "^(the |a )?(canonical |normalized |synonymous )?job titles?\\b",
    type: "string",
  },
  // A member's or an employee's `job` is what they do ("Product manager"), not a background job.
  {
    kind: "job-title",
    name: "^job$",
    entity: "member|employee|staff|user|person|people|contact|profile|candidate|applicant",
    type: "string",
  },
  // A sports API's teams are clubs and its divisions where they play: "awayTeam": "Engineering"
  // read as nonsense (collegefootballdata, fresh42 dev).
  {
    kind: "sports-team",
    name: "(^|_)(team|home_team|away_team|opponent|club|winner|loser)(_name)?$",
    notName: "_id$",
    domain: SPORTS_WORDS,
    type: "string",
  },
  {
    kind: "sports-division",
    name: "(^|_)(division|conference)(_name)?$",
    notName: "_id$",
    domain: SPORTS_WORDS,
    type: "string",
  },
  { kind: "department", name: "(^|_)(team|department|dept|division)(_name)?$", notName: "_id$" },
  {
    kind: "company",
    name: "(^|_)(company|organization|organisation|employer|vendor|supplier|merchant|business)(_name)?$",
  },
  // Address (one place per record; seed-state makes the parts agree).
  // A code the doc says is a country's other ISO 3166 code or its phone prefix, whatever the name
  // says: taxamo's `code_long` "Three letter ISO country code." was a longitude (-122.298),
  // `codenum` "Country ISO 3-digit code." and `callingCode` "List of phone number calling codes."
  // were "REF-4487" (fresh41 dev).
  {
    kind: "country-code-alpha3",
    name: "^(cca3|country_code_alpha_?3|country_alpha_?3|country_iso_?3)$",
    desc: "\\b(three|3)[- ]letter (iso )?country code\\b|\\bISO 3166(-1)? alpha-?3\\b",
    type: "string",
  },
  {
    kind: "country-code-numeric",
    name: "^(ccn3|country_numeric_code|iso_numeric)$",
    desc: "\\bcountry ISO (three|3)[- ]digit code\\b|\\b(three|3)[- ]digit (iso )?country code\\b|\\bISO 3166(-1)? numeric\\b",
    type: "string",
  },
  {
    kind: "calling-code",
    name: "^(calling_code|dial_code|dialing_code|dialling_code|country_calling_code|phone_prefix)s?$",
    desc: "\\b(phone|telephone|dial(l)?ing|calling)( number)? (calling |country |dial(l)?ing )?codes?\\b",
    notName: "(^|_)(id|number|phone|mobile)$",
    type: "string",
  },
  {
    kind: "country-code",
    name: "country_(code|iso|iso_code)$|^country_?iso2$|^cc$|^cca2$",
    desc: "\\b(two|2)[- ]letter (iso )?country code\\b|ISO 3166",
    type: "string",
  },
  // mon-voyage-pas-cher's countries carry `alpha-2-code` / `alpha-3-code` ("A2-8177", fresh43
  // readers N): on a record of countries they are its ISO 3166 codes.
  {
    kind: "country-code",
    name: "^alpha_?2(_code)?$",
    entity: "(^|_)countr(y|ies)$",
    type: "string",
  },
  {
    kind: "country-code-alpha3",
    name: "^alpha_?3(_code)?$",
    entity: "(^|_)countr(y|ies)$",
    type: "string",
  },
  // A country's own code: `isoCode` on a record of countries is its ISO 3166 code, not "ISO-4930";
  // so is its bare `code` (OpenAQ's countries were "REF-7962", fresh66 blind readers N).
  {
    kind: "country-code",
    name: "^(code|iso(_code|_?2|_?3166(_alpha_?2)?)?)$",
    entity: "(^|_)countr(y|ies)$",
    type: "string",
  },
  { kind: "country", name: "(^|_)country(_name)?$" },
  {
    kind: "state",
    name: "^(state|province|region|state_code|state_province|county)$",
    entity:
      "address|location|store|branch|office|customer|user|person|contact|site|venue|hotel|warehouse|member|patient|employee|shipping|billing",
    notName: "status",
  },
  {
    kind: "state",
    name: "(address|shipping|billing)_(state|province|region)$|^province$|(^|_)state_or_(region|province)$",
    desc: "\\bstate (name|abbreviation|code)\\b|\\btwo[- ]letter state\\b|\\bUS state\\b",
  },
  { kind: "county", name: "(^|_)(district_or_county|county|district)$", type: "string" },
  { kind: "city", name: "(^|_)(city|town|locality|municipality)(_name)?$" },
  // The number of a house on its street ("221B" is one house, not every house).
  { kind: "house-number", name: "(^|_)(house|street|building)_?(number|no|num)$" },
  { kind: "postal-code", name: "(^|_)(zip|zip_code|zipcode|postal_code|postcode|post_code)$" },
  // The `address` of an item of `emailAddresses` is an email address: the list says what kind
  // (Version's profiles held "423 Larimer St, Denver" there, fresh49 blind readers N).
  {
    kind: "email",
    name: "^(address|value|primary|secondary|main|work|home|personal|private|business|other|default|additional|cc|bcc)$",
    entity: "(^|_)e_?mails?(_address(es)?)?$|(^|_)e_?mail_?address(es)?$",
    type: "string",
  },
  {
    kind: "full-address",
    name: "^(address|full_address|postal_address|mailing_address|formatted_address|display_address)$",
    type: "string",
  },
  // An address's `formatted` text is the whole address ("12 High St, London"), never "Head office"
  // (f27 lotadata `at.address.formatted`).
  {
    kind: "full-address",
    name: "^(formatted|formatted_text|display|one_line)$",
    entity: "(^|_)address(es)?$",
    type: "string",
  },
  {
    kind: "street",
    // `streetAndNumber`: the street with its house number ("204 Thomas Street"), never a code.
    // PIMS's `first_address` ("First address field of the venue") is the first address line.
    name: "(^|_)(line_?1|address_line_?1|street(_address)?|address_1|first_address|street_line|streetname|street_name|street_and_(house_)?(number|no))$",

    notDesc: TEXT_LINE,
  },
  // "Apt 4B" only where the field is the second address line: a `unit` of measure or a `test_suite` is not.
  {
    kind: "address-line2",
    // `addressAddition`, `address_supplement`: what a second line adds to the street, not the address again.
    name: "(^|_)(line_?2|address_line_?2|address_2|second_address|street_?2|address_(addition|supplement|complement|extra)|additional_address(_line)?)$|^(apartment|apt|suite|unit_number|apartment_number|suite_number)$",

    notDesc: TEXT_LINE,
  },
  {
    kind: "measure-unit",
    name: "(^|_)(unit|uom|unit_of_measure|measurement_unit)$",
    type: "string",
  },
  {
    kind: "address-line3",
    name: "(line_?3|address_line_?3|address_3|third_address)$",
    notDesc: TEXT_LINE,
  },
  // One text holding both numbers ("comma seperated lat/long pair", `latLong`): "51.95, 7.62",
  // never one longitude read from the name's `_long`.
  {
    kind: "coordinates",
    name: "^(coordinates|coords|lat_lng|latlng|lat_long|latlong|lat_lon|latlon)$",
    desc: "\\blat(itude)?\\s*[/,&]\\s*(long?|lng)(itude)?\\b.{0,20}\\bpair\\b|\\bcomma[- ]separ?ated (lat|coordinates)|\\blatitude and longitude\\b.{0,30}\\b(pair|comma)",
    type: "string",
  },
  { kind: "latitude", name: "(^|_)(lat|latitude)$" },
  // A security a holding or a trade is in: a ticker, a CUSIP, an ISIN of one real security, never
  // "SYM-7254" or a word of the doc ("populate").
  {
    kind: "security",
    name: "^(cusip|isin|sedol|ticker|ticker_symbol|stock_symbol|security_symbol)$",
  },
  {
    kind: "security",
    name: "^symbol$",
    entity:
      "(^|_)(holding|security|securities|stock|position|investment|asset|quote|trade|fund|portfolio|equity|share|order|ticker|instrument|watchlist)s?$",
  },
  // How a text is encoded (`analyse-message-encoding` "Returns the message encoding"): GSM-7 for an
  // SMS, UTF-8 for a document — never "Result 2".
  {
    kind: "encoding",
    name: "(^|_)(encoding|charset|character_set|char_set|content_encoding|transfer_encoding)$",
    type: "string",
  },
  // A point's height above sea level (GPX's `ele` beside `lat`/`lon`): metres, never "ELE-6889".
  { kind: "elevation", name: "^(ele|elevation|altitude|elevation_m|altitude_m|elevation_meters)$" },
  { kind: "longitude", name: "(^|_)(lng|lon|long|longitude)$" },
  { kind: "timezone", name: "(^|_)(time_?zone|tz)$" },
  // Money and numbers.
  {
    kind: "currency",
    name: "(^|_)(currency|currency_code)$",
    desc: "ISO 4217|\\b(three|3)[- ]letter (iso )?currency code\\b|\\bcurrency (three|3)[- ]letter (iso )?code\\b",
  },
  { kind: "sale-price", name: "(sale|discount(ed)?|special|promo|offer|reduced)_price$" },
  { kind: "salary", name: "(salary|wage|annual_pay|compensation)$" },
  { kind: "fare", name: "(fare|ticket_price)$" },
  { kind: "fee", name: "(fee|charge|shipping_cost|delivery_fee|tax)$" },
  // A leave balance is a number of days, not money and not "Leave balance 2".
  {
    kind: "day-count",
    name: "(leave|vacation|holiday|pto|sick|time_off|annual)(_days?)?_(balance|allowance|entitlement|remaining|left)$|(^|_)(days_(left|remaining|available|used)|remaining_days|available_days)$",
  },
  { kind: "balance", name: "(balance|credit|credit_limit)$" },
  { kind: "total", name: "(^|_)(total|subtotal|grand_total|total_amount|total_price|amount_due)$" },
  {
    kind: "money",
    role: ["money"],
    name: "(price|cost|amount|rent|deposit|budget|revenue|value_usd|spend)$",
    type: "number",
  },
  {
    kind: "percent-off",
    name: "(percent_off|discount_percent|discount_pct|discount)$",
    type: "number",
  },
  { kind: "rating", name: "(^|_)(rating|stars|score)$", type: "number" },
  // A grade point average is on a 4-point scale (peoplegeneratorapi's `gpa` answered 34.51).
  { kind: "gpa", name: "(^|_)(gpa|grade_point_average)$", type: "number" },
  { kind: "age", name: "(^|_)age$", type: "number" },
  { kind: "expiry-year", name: "exp(iry|iration)?_year$", type: "number" },
  { kind: "expiry-month", name: "exp(iry|iration)?_month$", type: "number" },
  { kind: "card-number", name: "^(card_number|number|pan)$", entity: "card|payment|source|wallet" },
  { kind: "cvc", name: "^(cvc|cvv|cvc2|security_code)$" },
  // The last digits of a card are four digits ("lastDigits": 4242), never 44.04 or "LF-2806".
  {
    kind: "card-last-digits",
    name: "(^|_)(last_?(4|four|digits)|last_four_digits|card_last_?(4|four|digits)|pan_last_?4|masked_(pan|number))$",
  },
  // A PIN is digits ("must be a 4-digit string"), never "PIN-8926".
  { kind: "pin", name: "(^|_)(pin|pin_code|pincode|parental_pin|passcode)$" },
  // Chemistry: a structure string (SMILES, InChI) is one of a real molecule, never a doc word.
  // (`canonical_smile` is one item of a `canonical_smiles` list; a face's `smile` is a score.)
  {
    kind: "smiles",
    name: "(^|_)(canonical_)?smiles$|(^|_)canonical_smile$|(^|_)smiles_",
    type: "string",
  },
  { kind: "inchi-key", name: "(^|_)(standard_)?inchi_?key$" },
  { kind: "inchi", name: "(^|_)(standard_)?inchi$" },
  {
    kind: "molecular-formula",
    name: "(^|_)(molecular_)?formula$",
    domain: "molecul|chem|compound|drug",
  },
  {
    kind: "molecular-weight",
    name: "(^|_)(molecular_weight|mol_weight|mw|mw_freebase|full_mwt|molweight)$",
  },
  // A partition coefficient (logP, ALogP, CX LogD) lies between about -3 and 8.
  { kind: "logp", name: "(^|_)(a|c|x|cx_)?log_?[pd](_\\w+)?$|(^|_)alogp$" },
  // A gene is named by its HGNC symbol (TP53, BRCA1), never "GEN-3296".
  {
    kind: "gene-symbol",
    name: "(^|_)(gene|genes|gene_symbol|gene_symbols|hugo_symbol|gene_name)$",
    domain: "\\bgen(e|es|omic|ome|omics)\\b|tcga|cancer|rna|protein|mutation",
    type: "string",
  },
  // A sequence database accession (UniProt P04637, RefSeq NM_000546), never "nosql".
  {
    kind: "accession",
    name: "(^|_)(accession|accession_id|accession_number|uniprot_id|uniprot_accession)$",
    type: "string",
  },
  // A confidence or probability lies in 0–1 (or 0–100 as an integer), never 54.43.
  {
    kind: "confidence",
    name: "(^|_)(confidence|probability|certainty)(_score|_value)?$",
    type: "number",
  },
  // A JWT's signing algorithm (RFC 7518): HS256, RS256 — never "health".
  {
    kind: "jwt-algorithm",
    name: "(^|_)jwt_(signing_)?(method|alg|algorithm)$|(^|_)signing_(method|alg|algorithm)$",
  },
  // A place in the calendar, as a number: a weekday (worldtimeapi's `day_of_week` "where sunday
  // is 0"), a day of the year, a month, an hour — never `day_of_week` 71 or `day_of_year` 2010
  // (fresh45 dev).
  {
    kind: "calendar-part",
    name: "^(day_of_(week|month|year)|weekday_(number|index)|iso_weekday|month_of_year|hour_of_day|minute_of_hour|month|hour|minute)$",
    type: "number",
  },
  // A calendar year: by name, by the doc's `format: year`, or by a doc that asks "since what year"
  // (Spinitron's `since`), before the epoch rule reads `since` as an instant.
  {
    kind: "year",
    name: "(^|_)(year|model_year|release_year|year_built)$",
    format: ["year"],
    // OMDb's `y` "Year of release." (fresh46: "with a year of release of 4").
    desc: "\\b(what|which) year\\b|^\\s*(the )?year (of|in which|when)\\b",
    type: "number",
  },
  // A year carried as text (OMDb's `Year` "2010"): a year, never "image" (fresh46 readers N).
  { kind: "year", name: "^(year|release_year|model_year)$", type: "string" },
  // The year something was built, founded or begun, and a sports season: a calendar year, never
  // "year_constructed": 47.34 or "season": 89 (collegefootballdata, fresh42 dev). A range's ends
  // (RAWG's `year_start` "Year start", minimum 0 maximum 32767) are years too: never 6520.
  {
    kind: "year",
    name: "(^|_)(year_(constructed|founded|established|opened|built|started|start|end|from|to|min|max|begin|finish)|(start|end|first|last|draft|founding|graduation|from|to|min|max|begin|finish)_year)$",
    type: "number",
  },
  {
    kind: "year",
    name: "^(season|start_season|end_season)$",
    domain: SPORTS_WORDS,
    type: "number",
  },
  { kind: "shoe-size", name: "^size$", domain: "shoe|footwear|sneaker", type: "number" },
  // A click's or a session's browser string, never a person ("userAgent": "Malinda Marvin",
  // Shorten.REST's clicks, fresh50 dev).
  {
    kind: "user-agent",
    name: "^(user_agent|useragent|user_agent_string|ua_string)$",
    type: "string",
  },
  {
    kind: "quantity",
    role: ["quantity"],
    name: "(^|_)(quantity|qty|cups|servings|seats|guests|party_size|nights|units)$",
    type: "number",
  },
  { kind: "stock", name: "(stock|inventory|in_stock|available_quantity|on_hand)$", type: "number" },
  {
    kind: "percent",
    name: "(bright(ness)?|volume|position|percent|pct|humidity|battery|progress|level)$",
    type: "number",
  },
  // A share of one (ElevenLabs' voice `stability`, `similarity_boost`: 0–1 in the real API; the
  // readers saw 93.98, fresh34).
  {
    kind: "fraction",
    name: "(^|_)(stability|similarity|similarity_boost|style_exaggeration|probability|confidence|opacity|fraction)$",
    type: "number",
  },
  { kind: "temperature", name: "(temp|temperature|celsius|setpoint)$", type: "number" },
  { kind: "floor", name: "^floor$", type: "number" },
  {
    kind: "duration-minutes",
    name: "(duration|minutes|length_minutes|duration_min)$",
    type: "number",
  },
  { kind: "count", name: "(count|number_of_.*|num_.*|total_.*)$", type: "number" },
  // An instant as seconds or milliseconds since 1970 (`start_time` "in epoch seconds", `expiry`,
  // `time`): `epochUnit` in field-roles has the last word on which numbers these are.
  {
    kind: "epoch",
    role: ["datetime"],
    name: "(^|_)(time|timestamp|ts|expiry|expires|expiration|epoch|at|since|until|start|end|started|ended|created|updated|modified|deleted|received|sent|last_modified|last_updated)(_ms|_secs?|_seconds|_millis)?$",
    desc: "\\b(epoch|unix|posix)\\b|since (the )?(1970|epoch)|\\btimestamp\\b|\\bdate-?time\\b|\\bdate and time\\b",
    type: "number",
  },
  // Dates and times (format or name).
  { kind: "datetime", format: ["date-time"], role: ["datetime"] },
  { kind: "date", format: ["date"], role: ["date"] },
  { kind: "time", format: ["time"], role: ["time"], name: "^(time|time_of_day|local_time)$" },
  {
    kind: "datetime",
    name: "(_at|timestamp|datetime|_time|^start|^end)$",
    desc: "ISO 8601|date-time",
  },
  {
    kind: "date",
    name: "(date|_on|_until|_since|expires|expiry|expiration|due|deadline|eta|day)$",
    desc: "YYYY-MM-DD",
  },
  // How people travel, where the API is about getting around: "bus", "tram" — not a mode of
  // some other vocabulary ("internal", "standard").
  {
    kind: "transport-mode",
    name: "^(mode|modes|mode_name|mode_names|transport_mode|travel_mode|mot_type|mode_of_transport)$",
    // PTV's `route_type_name`, "Name of transport mode": its route types were "Seasonal",
    // "Enterprise" (fresh72).
    desc: "^(the )?names? of (the |a )?(transport|travel) modes?\\b",
    domain:
      "\\b(transport|transit|journeys?|commut\\w*|timetables?|bus(es)?|railways?|tube|metro|trams?|bikepoint|bike ?points?|stop ?points?)\\b",
    type: "string",
  },
  // Codes.
  { kind: "isbn", name: "(^|_)isbn(_?1[03])?$" },
  { kind: "gtin", name: "(^|_)(gtin|ean|upc|barcode)(_?1[234])?$" },
  { kind: "sku", name: "(^|_)(sku|product_code|item_code|part_number|upc|ean)$" },
  { kind: "coupon-code", name: "(coupon|promo|voucher|discount)(_code)?$", type: "string" },
  { kind: "coupon-code", name: "^code$", entity: "coupon|promo|voucher|discount|gift_card" },
  { kind: "tracking-number", name: "tracking(_(number|no|code|id))?$" },
  { kind: "carrier", name: "^(carrier|courier|shipping_carrier)$" },
  { kind: "asset-tag", name: "(asset_tag|serial(_number)?|serial_no|tag_number)$" },
  { kind: "version", name: "(^|_)version$", type: "string" },
  { kind: "language", name: "(^|_)(language|lang|locale)(_code)?$" },
  { kind: "color", name: "(^|_)(colou?r)$" },
  // Glued as well: presalytics' `mimetype` was filled by its pattern ("MIM-4623").
  { kind: "mime-type", name: "(mime_?type|content_?type|media_?type)$" },
  { kind: "file-name", name: "(file_?name|filename)$" },
  { kind: "image-url", name: "(image|avatar|photo|picture|thumbnail|logo)(_url)?$" },
  // A keyword of a text-messaging service is what a person texts to a number ("STOP", "JOIN"),
  // never a word of the API's own ("schema", "pool": Pinpoint SMS, fresh59 readers N).
  {
    kind: "sms-keyword",
    name: "^keyword$",
    domain: "\\b(sms|text messag\\w*|short ?codes?|mobile messag\\w*)\\b",
  },
  { kind: "tag", name: "^(tag|tags|label|labels|keyword)$" },
  // Domain words.
  { kind: "drug", name: "(drug|medication|medicine)(_name)?$" },
  { kind: "dose", name: "(dose|dosage)$" },
  { kind: "specialty", name: "(specialty|speciality)$" },
  { kind: "genre", name: "^genre$" },
  { kind: "book-author", name: "^author(_name)?$", entity: "book" },
  { kind: "publisher", name: "^publisher$" },
  { kind: "brand", name: "(^|_)(brand|manufacturer|maker)(_name)?$" },
  { kind: "place", name: "(location|venue|place|where)$" },
  { kind: "plan", name: "(^|_)(plan|tier|subscription)(_name)?$", type: "string" },
  // Free text, by purpose.
  {
    kind: "text:search-query",
    // A phrase searched for is words ("sunset beach"), never a code ("PHR-9555", f21 readers).
    name: "^(q|query|search|search_query|keyword|keywords|term|search_term|text_query|phrase|search_phrase|search_text|key_phrase)$",
  },
  {
    kind: "text:ticket-title",
    name: "^(title|subject|summary)$",
    entity: "ticket|issue|incident|bug|case|request",
  },
  {
    kind: "text:ticket-body",
    // solar-vps's ticket `contents` ("Ticket added on December 10.", fresh35 dev).
    name: "^(description|body|details|problem|contents?|message|text)$",
    entity: "ticket|issue|incident|bug|case",
  },
  { kind: "text:resolution", name: "resolution(_note)?$" },
  {
    kind: "text:visit-reason",
    name: "(reason|complaint|symptoms?)(_for_visit)?$",
    entity: "appointment|visit|booking|consultation|encounter",
  },
  {
    kind: "text:leave-reason",
    name: "^(reason|note|notes|comment)$",
    entity: "leave|absence|time_off|vacation|holiday",
  },
  {
    kind: "text:expense-description",
    name: "^(description|note|notes|purpose|memo)$",
    entity: "expense|claim|reimbursement|transaction",
  },
  {
    kind: "text:event-title",
    name: "^(title|summary|name|subject)$",
    entity: "event|meeting|calendar|appointment",
  },
  // A to-do's title; a `task` of a software platform is a background job, not "Call the plumber".
  {
    kind: "text:task-title",
    name: "^(title|name|summary)$",
    entity: "task|todo|to_do|chore|reminder",
    notDomain: SOFTWARE_WORDS,
  },
  {
    kind: "text:post-title",
    name: "^(title|headline)$",
    entity: "post|article|blog|story|page|news",
  },
  // A stored card is described by its brand and last digits ("Visa ending in 4242"), never by
  // a product blurb or an office line.
  {
    kind: "payment-method-description",
    name: "^(description|display_name|label|summary)$",
    entity: "(^|_)(payment_method|payment_source|payment_instrument|card|stored_card|method)$",
    domain: "\\b(payments?|cards?|billing|wallets?|checkout)\\b",
    type: "string",
  },
  {
    kind: "text:product-description",
    name: "^(description|details|summary)$",
    entity: "product|item|article|sku|listing|good",
  },
  {
    kind: "text:review",
    name: "^(review|review_text|feedback|body|text|comment)$",
    entity: "review|rating|feedback",
  },
  {
    kind: "text:comment",
    name: "^(comment|text|body|content|reply)$",
    entity: "comment|reply|note|message|update",
  },
  { kind: "text:html", name: "^(html|html_body|body_html)$" },
  // What a person says or sends; `availability_message` is the system's status line, not a chat.
  {
    kind: "text:message",
    name: "^(message|utterance|announcement|speech|(text|chat|sms|push|voice|welcome|greeting)_message|message_(text|body))$",
  },
  { kind: "status-line", name: "[a-z]_message$", type: "string" },
  {
    kind: "text:message",
    name: "^(text|body|content)$",
    entity: "message|notification|sms|chat|announcement|broadcast|alert|tweet|toot",
  },
  { kind: "text:subject", name: "^subject$" },
  {
    kind: "text:group-about",
    name: "^(bio|about|biography)$",
    entity: "(^|_)(group|team|organi[sz]ation|company|club|community|department)s?$",
  },
  { kind: "text:bio", name: "^(bio|about|about_me|biography)$" },
  { kind: "text:reason", name: "(reason|cause)$" },
  { kind: "text:comment", name: "(comment|comments|remark|remarks)$" },
  { kind: "text:note", name: "(note|notes|memo|instructions)$" },
  {
    kind: "text:description",
    role: ["free-text"],
    name: "(^|_)(description|desc|summary|details|content|body|text|abstract|answer|answers|completion|completions|transcript|transcription|translation|caption|body_as_string)$",
  },
  // "The second text. It should not contain HTML tags.": a field the doc calls a text to work on
  // (`copy`, `original` of a similarity) holds a sentence, not a code ("COP-7909", fresh22 readers).
  {
    kind: "text:usage-example",
    desc: "^(the )?((first|second|input|source|original|other|plain) )?text( that| to| which| you|\\.|,|$)",
    type: "string",
  },
  // Names that say what they hold on their own: a channel, a list of states, an action verb.
  { kind: "channel", name: "(^|_)channel$", type: "string" },
  { kind: "state-list", name: "^(states|statuses)$", type: "string" },
  { kind: "action", name: "^(action|transition)$", type: "string" },
  { kind: "status", role: ["status"], name: "^(status|state)$" },
  // The state of one part of a record (`vatState`, `repo_state`): a state word, not a word of the
  // doc's prose ("vatState": "username", fresh38 dev). Places keep their own rows above.
  {
    kind: "part-state",
    name: "[a-z]_(state|status)$",
    notName:
      "(^|_)(address|shipping|billing|home|mailing|us|province|country)_state$|state_or_|_(state|status)_(code|id)$",
    type: "string",
  },
  // The title of a work a record cites (`chapter_title`, `journal_title` of a lending request):
  // a book's or a journal's title, never the record's own label (a borrower's name).
  {
    kind: "work-title",
    name: "(^|_)(chapter|journal|book|article|publication|series|paper|thesis|volume|periodical)_title$",
    type: "string",
  },
  // What a person calls the record by.
  // `public_title`, `official_title`: the record's title all the same.
  { kind: "title", name: "(^|_)(title|headline)$" },
  { kind: "label", role: ["label"], name: "(^|_)(name|display_name|label|nickname)$" },
  { kind: "category", role: ["category"], name: "(^|_)(category|type|kind|genre|class)$" },
  { kind: "region", name: "^(region|regions)$", type: "string" },
];
