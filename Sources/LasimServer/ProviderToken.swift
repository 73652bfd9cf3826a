import LasimText
import Crypto
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LasimModel
import Synchronization

/// Token-based provider authentication as APNs does it: `authorization:
/// bearer <JWT>`, a JWT signed ES256 with the team's .p8 key, `kid` the key
/// id, `iss` the team id, `iat` when it was made (tokens older than an hour
/// are expired).
public struct ProviderAuth: AuthorizationCheck {
    /// The public key, X9.63 (Crypto's key types are not Sendable).
    public let publicKeyX963: [UInt8]
    public let keyID: String
    public let teamID: String
    /// A token older than this is ExpiredProviderToken (Apple: one hour).
    public var maxAge: Double = 3600
    /// How far in the future `iat` may be (clock skew) before the token is refused.
    public var allowedSkew: Double = 300
    let cache = VerifiedTokens()

    public init(publicKey: P256.Signing.PublicKey, keyID: String, teamID: String) {
        self.publicKeyX963 = Array(publicKey.x963Representation); self.keyID = keyID; self.teamID = teamID
    }

    /// From the text of a .p8 file (PKCS#8 PEM, "BEGIN PRIVATE KEY"), as
    /// Apple hands it out: the public key is derived from it.
    public init(p8 pem: String, keyID: String, teamID: String) throws {
        let key = try P256.Signing.PrivateKey(pemRepresentation: pem)
        self.init(publicKey: key.publicKey, keyID: keyID, teamID: teamID)
    }

    /// Why APNs would refuse this `authorization` header at `now` (Unix
    /// seconds), with a detail for the log; nil when it is good.
    public func check(authorization values: [String], now: Double) -> (APNsReason, String)? {
        guard let header = values.first else {
            return (.missingProviderToken, "no authorization header: token-based authentication needs \"authorization: bearer <JWT>\"")
        }
        var rest = Substring(header)
        while rest.first == " " { rest = rest.dropFirst() }
        guard rest.count > 7, rest.prefix(7).lowercased() == "bearer " else {
            return (.missingProviderToken, "authorization header is not \"bearer <JWT>\"")
        }
        let token = String(rest.dropFirst(7)).trimmingSpaces()
        if let iat = cache.issuedAt(token) { return expiry(iat: iat, now: now) }

        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3,
              let headerBytes = Base64URL.decode(parts[0]),
              let claimBytes = Base64URL.decode(parts[1]),
              let signature = Base64URL.decode(parts[2]) else {
            return (.invalidProviderToken, "the provider token is not a JWT (three base64url parts)")
        }
        guard let header = try? JSONParser.parse(bytes: headerBytes, maxDepth: 4), case .object(let h) = header,
              let claims = try? JSONParser.parse(bytes: claimBytes, maxDepth: 4), case .object(let c) = claims else {
            return (.invalidProviderToken, "the provider token's header or claims are not JSON objects")
        }
        guard h["alg"]?.stringValue == "ES256" else {
            return (.invalidProviderToken, "the provider token's alg is \(h["alg"].map { JSONWriter.compact($0) } ?? "missing"); APNs needs ES256")
        }
        guard let kid = h["kid"]?.stringValue else {
            return (.invalidProviderToken, "the provider token has no kid (key id)")
        }
        guard kid == keyID else {
            return (.invalidProviderToken, "the provider token's kid \(quoted(kid)) is not the key id lasim was given (\(keyID))")
        }
        guard signature.count == 64,
              let publicKey = try? P256.Signing.PublicKey(x963Representation: publicKeyX963),
              let sig = try? P256.Signing.ECDSASignature(rawRepresentation: signature),
              publicKey.isValidSignature(sig, for: Array("\(parts[0]).\(parts[1])".utf8)) else {
            return (.invalidProviderToken, "the provider token's ES256 signature does not verify with key \(keyID)")
        }
        guard c["iss"]?.stringValue == teamID else {
            return (.invalidProviderToken, "the provider token's iss \(c["iss"].map { JSONWriter.compact($0) } ?? "is missing"); expected team id \(teamID)")
        }
        guard let iat = c["iat"].flatMap(Self.issuedAt), iat.isFinite else {
            return (.invalidProviderToken, "the provider token has no iat in seconds since 1970")
        }
        if iat > now + allowedSkew {
            return (.invalidProviderToken, "the provider token's iat \(formatNumber(iat)) is in the future")
        }
        cache.remember(token, iat: iat)
        return expiry(iat: iat, now: now)
    }

    func expiry(iat: Double, now: Double) -> (APNsReason, String)? {
        guard now - iat <= maxAge else {
            return (.expiredProviderToken,
                    "the provider token was issued \(Int(now - iat)) s ago; APNs refuses tokens older than \(Int(maxAge)) s")
        }
        return nil
    }

    /// `iat` as APNs takes it: a number, or a string of decimal digits.
    /// APNSwift has always sent `"iat": "1700000000"` and Apple's servers
    /// accept it; anything else (a date string, "-1", "1e9") is refused.
    static func issuedAt(_ v: JSONValue) -> Double? {
        if let n = v.numberValue { return n }
        guard let s = v.stringValue, !s.isEmpty, s.utf8.count <= 12,
              s.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        return Double(s)
    }

    func quoted(_ s: String) -> String { "\"" + String(s.prefix(40)) + "\"" }

    /// A signed provider token, as a client library makes one (for tests and examples).
    public static func make(privateKey: P256.Signing.PrivateKey, keyID: String, teamID: String, issuedAt: Double,
                            iatAsString: Bool = false) throws -> String {
        let header = Base64URL.encode(Array("{\"alg\":\"ES256\",\"kid\":\"\(keyID)\"}".utf8))
        let iat = iatAsString ? "\"\(Int64(issuedAt))\"" : "\(Int64(issuedAt))"
        let claims = Base64URL.encode(Array("{\"iss\":\"\(teamID)\",\"iat\":\(iat)}".utf8))
        let signature = try privateKey.signature(for: Array("\(header).\(claims)".utf8))
        return "\(header).\(claims).\(Base64URL.encode(Array(signature.rawRepresentation)))"
    }
}

/// Tokens whose signature was checked, so a connection reusing its token
/// (as clients do for up to an hour) is not verified again on every push.
final class VerifiedTokens: Sendable {
    private let tokens = Mutex<[String: Double]>([:])

    func issuedAt(_ token: String) -> Double? { tokens.withLock { $0[token] } }

    func remember(_ token: String, iat: Double) {
        tokens.withLock {
            if $0.count >= 256 { $0.removeAll() }
            $0[token] = iat
        }
    }
}

/// Base64 with the URL alphabet and no padding (RFC 7515).
public enum Base64URL {
    static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

    public static func encode(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count * 4 / 3 + 3)
        var i = 0
        while i + 2 < bytes.count {
            let n = UInt32(bytes[i]) << 16 | UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i + 2])
            out += [alphabet[Int(n >> 18 & 63)], alphabet[Int(n >> 12 & 63)], alphabet[Int(n >> 6 & 63)], alphabet[Int(n & 63)]]
            i += 3
        }
        if bytes.count - i == 1 {
            let n = UInt32(bytes[i]) << 16
            out += [alphabet[Int(n >> 18 & 63)], alphabet[Int(n >> 12 & 63)]]
        } else if bytes.count - i == 2 {
            let n = UInt32(bytes[i]) << 16 | UInt32(bytes[i + 1]) << 8
            out += [alphabet[Int(n >> 18 & 63)], alphabet[Int(n >> 12 & 63)], alphabet[Int(n >> 6 & 63)]]
        }
        return String(decoding: out, as: UTF8.self)
    }

    public static func decode(_ text: some StringProtocol) -> [UInt8]? {
        var out: [UInt8] = []
        var acc: UInt32 = 0
        var bits = 0
        for c in text.utf8 {
            let v: UInt32
            switch c {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): v = UInt32(c - UInt8(ascii: "A"))
            case UInt8(ascii: "a")...UInt8(ascii: "z"): v = UInt32(c - UInt8(ascii: "a")) + 26
            case UInt8(ascii: "0")...UInt8(ascii: "9"): v = UInt32(c - UInt8(ascii: "0")) + 52
            case UInt8(ascii: "-"): v = 62
            case UInt8(ascii: "_"): v = 63
            case UInt8(ascii: "="): continue
            default: return nil
            }
            acc = acc << 6 | v
            bits += 6
            if bits >= 8 {
                bits -= 8
                out.append(UInt8(truncatingIfNeeded: acc >> UInt32(bits)))
                acc &= (1 << UInt32(bits)) - 1
            }
        }
        return out
    }
}
