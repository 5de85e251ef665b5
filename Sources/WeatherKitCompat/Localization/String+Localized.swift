#if !canImport(Darwin)
  import Foundation

  // MARK: - Apple's String(localized:), which swift-corelibs-foundation lacks

  /// Adds Apple's `String(localized:)` and `String.LocalizationValue`, which swift-corelibs-foundation lacks.
  extension String {
    /// A string to look up, with the values interpolated into it: `"\(count) hours"` is the key
    /// "%lld hours" with the argument `count`, as Apple's.
    public struct LocalizationValue: Equatable, Sendable, ExpressibleByStringInterpolation {
      /// The key as a format: literal text with `%%` for a percent sign, and a placeholder for
      /// each value (`%lld`, `%lf`, `%@`).
      let key: String
      let arguments: [Argument]

      /// One interpolated value, kept typed so a translation's placeholder can format it.
      enum Argument: Equatable, Sendable {
        case integer(Int64)
        case unsigned(UInt64)
        case double(Double)
        case text(String)
      }

      /// The literal text, no values.
      public init(stringLiteral value: String) {
        key = value.replacing("%", with: "%%")
        arguments = []
      }

      /// The text and values an interpolation gathered.
      public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.key
        arguments = stringInterpolation.arguments
      }

      /// Gathers literal text and values into a key and its arguments.
      public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var key = ""
        var arguments: [Argument] = []

        /// Room for the literal text and the values to come.
        public init(literalCapacity: Int, interpolationCount: Int) {
          key.reserveCapacity(literalCapacity + 4 * interpolationCount)
        }

        /// Literal text; a percent sign is doubled, as in a format.
        public mutating func appendLiteral(_ literal: String) {
          key += literal.replacing("%", with: "%%")
        }

        /// A whole number: `%lld`.
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
          if let signed = Int64(exactly: value) {
            key += "%lld"
            arguments.append(.integer(signed))
          } else {
            key += "%llu"
            arguments.append(.unsigned(UInt64(truncatingIfNeeded: value)))
          }
        }

        /// A floating-point number: `%lf` (six fraction digits, as Apple's).
        public mutating func appendInterpolation(_ value: Double) {
          key += "%lf"
          arguments.append(.double(value))
        }

        /// A single-precision number: `%lf`, as a `Double`.
        public mutating func appendInterpolation(_ value: Float) {
          appendInterpolation(Double(value))
        }

        /// Text: `%@`.
        public mutating func appendInterpolation(_ value: String) {
          key += "%@"
          arguments.append(.text(value))
        }

        /// Any value that describes itself: `%@` with its description.
        public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: T) {
          appendInterpolation(value.description)
        }

        /// A value in a format style, `"\(temperature, format: .measurement(width: .abbreviated))"`: `%@`.
        public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F)
        where F.FormatOutput == String {
          appendInterpolation(format.format(value))
        }
      }
    }

    /// The text of `keyAndValue` in the bundle's table for the current language (the key itself,
    /// its values put in, where no table has it), as Apple's: `String(localized: "\(count) hours")`.
    ///
    /// Tables are `LANGUAGE.lproj/TABLE.strings` in `bundle` (`Bundle.main` by default;
    /// `Bundle.module` for a package's resources), read by Foundation's `Bundle`; `locale` writes
    /// the numbers a translation's placeholders format. Where it differs from Apple's: no
    /// `.xcstrings` catalogues (compile them to `.strings`), no plural variants, and `%@` of a
    /// value that is not text is its description.
    public init(
      localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
      locale: Locale = .current, comment: StaticString? = nil
    ) {
      let found = (bundle ?? .main).localizedString(forKey: keyAndValue.key, value: nil, table: table)
      self = Self.filling(found, with: keyAndValue.arguments, locale: locale)
    }

    /// The text of `key` in the bundle's table for the current language, else `defaultValue`
    /// with its values put in: `String(localized: "greeting", defaultValue: "Hello \(name)")`.
    public init(
      localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
      locale: Locale = .current, comment: StaticString? = nil
    ) {
      let found = (bundle ?? .main).localizedString(
        forKey: key.description, value: defaultValue.key, table: table)
      self = Self.filling(found, with: defaultValue.arguments, locale: locale)
    }

    // MARK: - Formats

    /// `format` with its placeholders (`%@`, `%lld`, `%lf`, `%.1f`, positional `%2$@`…) replaced
    /// by `arguments`; a placeholder without a value is left as written.
    static func filling(_ format: String, with arguments: [LocalizationValue.Argument], locale: Locale) -> String {
      var result = ""
      var next = 0
      var index = format.startIndex
      while index < format.endIndex {
        let character = format[index]
        guard character == "%" else {
          result.append(character)
          index = format.index(after: index)
          continue
        }
        // A placeholder runs to its conversion letter (or "@", or "%").
        var end = format.index(after: index)
        while end < format.endIndex, !"@%diouxXeEfgGcsaA".contains(format[end]) { end = format.index(after: end) }
        guard end < format.endIndex else {
          result += format[index...]
          break
        }
        let placeholder = String(format[index...end])
        index = format.index(after: end)
        if placeholder == "%%" {
          result += "%"
          continue
        }
        var spec = placeholder
        var position = next
        if let dollar = placeholder.firstIndex(of: "$"), let number = Int(placeholder.dropFirst().prefix { $0 != "$" })
        {
          position = number - 1
          spec = "%" + placeholder[placeholder.index(after: dollar)...]
        } else {
          next += 1
        }
        guard arguments.indices.contains(position) else {
          result += placeholder
          continue
        }
        result += Self.written(arguments[position], spec: spec, locale: locale)
      }
      return result
    }

    /// One argument as `spec` writes it: text as it is; numbers by the C conventions of the spec
    /// (the locale's decimal separator where the spec has a fraction).
    private static func written(_ argument: LocalizationValue.Argument, spec: String, locale: Locale) -> String {
      switch argument {
      case .text(let text): return text
      case .integer(let value):
        return spec.hasSuffix("@") ? String(value) : String(format: Self.integerSpec(spec), locale: locale, value)
      case .unsigned(let value):
        return spec.hasSuffix("@") ? String(value) : String(format: Self.integerSpec(spec), locale: locale, value)
      case .double(let value):
        let floating = "eEfgGaA".contains(spec.last ?? "@") ? spec : "%lf"
        return String(format: floating, locale: locale, value)
      }
    }

    /// An integer spec with the 64-bit length modifier, whatever the key said.
    private static func integerSpec(_ spec: String) -> String {
      guard let conversion = spec.last, "diouxX".contains(conversion) else { return "%lld" }
      let flags = spec.dropFirst().dropLast().filter { !"lhqjzt".contains($0) }
      return "%" + flags + "ll" + String(conversion)
    }
  }
#endif
