/// `2026-11-25T14:05:00Z`, `...+01:00`, `...T14:05:00.250Z`, `2026-11-25`: the
/// instant, to tell a backend which number a `Date` field wants instead.
public enum ISO8601 {
    public static func unixSeconds(_ s: String) -> Double? {
        let c = Array(s.utf8)
        func num(_ from: Int, _ n: Int) -> Int? {
            guard from + n <= c.count else { return nil }
            var v = 0
            for b in c[from..<from + n] { guard b >= 48 && b <= 57 else { return nil }; v = v * 10 + Int(b - 48) }
            return v
        }
        guard c.count >= 10, c[4] == UInt8(ascii: "-"), c[7] == UInt8(ascii: "-"),
              let y = num(0, 4), let mo = num(5, 2), let d = num(8, 2), (1...12).contains(mo), (1...31).contains(d) else { return nil }
        let days = CivilDate(year: y, month: mo, day: d).daysSinceEpoch
        if c.count == 10 { return Double(days) * 86_400 }
        guard c.count >= 19, c[10] == UInt8(ascii: "T") || c[10] == UInt8(ascii: " "),
              let h = num(11, 2), let mi = num(14, 2), let sec = num(17, 2), h < 24, mi < 60, sec < 61 else { return nil }
        var i = 19
        var fraction = 0.0
        if i < c.count, c[i] == UInt8(ascii: ".") {
            i += 1
            var scale = 0.1
            while i < c.count, c[i] >= 48 && c[i] <= 57 { fraction += Double(c[i] - 48) * scale; scale /= 10; i += 1 }
        }
        var offset = 0
        if i < c.count {
            if c[i] == UInt8(ascii: "Z") { i += 1 }
            else if c[i] == UInt8(ascii: "+") || c[i] == UInt8(ascii: "-") {
                guard let oh = num(i + 1, 2) else { return nil }
                let om = (i + 3 < c.count && c[i + 3] == UInt8(ascii: ":")) ? num(i + 4, 2) : num(i + 3, 2)
                guard let om else { return nil }
                offset = (oh * 3600 + om * 60) * (c[i] == UInt8(ascii: "-") ? -1 : 1)
                i = c.count
            } else { return nil }
        }
        guard i == c.count else { return nil }
        return Double(days * 86_400 + h * 3600 + mi * 60 + sec - offset) + fraction
    }
}
